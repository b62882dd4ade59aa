/** The years that have slips, newest first, as a segmented switch; the shown year is pressed. */
import { Block, Button, Segmented } from 'framework7-react';
import { useT } from '../../i18n';

export function YearSwitcher(props: { years: number[]; year: number; onPick: (year: number) => void }) {
  const t = useT();
  return (
    <Block className="payslip-years">
      <div role="group" aria-label={t('payslip.year')}>
        <Segmented strong>
          {props.years.map((y) => (
            <Button
              key={y}
              type="button"
              active={y === props.year}
              aria-pressed={y === props.year}
              onClick={() => props.onPick(y)}
            >
              {t('payslip.yearLabel', { year: y })}
            </Button>
          ))}
        </Segmented>
      </div>
    </Block>
  );
}
