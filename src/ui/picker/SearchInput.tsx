/** A search field in Framework7's searchbar look, driven by React state (no Framework7 searchbar instance). */
import { useT } from '../../i18n';
import './f7Modules'; // the searchbar's styles

export interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  testId?: string;
  className?: string;
}

export function SearchInput({ value, onChange, placeholder, testId, className }: SearchInputProps) {
  const t = useT();
  return (
    <div className={`searchbar searchbar-inline app-search ${className ?? ''}`} data-testid={testId}>
      <div className="searchbar-inner">
        <div className={`searchbar-input-wrap ${value ? 'input-with-value' : ''}`}>
          <input
            type="search"
            value={value}
            placeholder={placeholder}
            aria-label={placeholder}
            enterKeyHint="search"
            autoComplete="off"
            onChange={(e) => onChange(e.target.value)}
          />
          <i className="searchbar-icon" />
          {value && (
            <span
              role="button"
              tabIndex={0}
              aria-label={t('picker.clear')}
              className="input-clear-button"
              onClick={() => onChange('')}
              onKeyDown={(e) => e.key === 'Enter' && onChange('')}
            />
          )}
        </div>
      </div>
    </div>
  );
}
