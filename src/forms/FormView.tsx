/**
 * The one form engine: renders any FormDef (HR forms and dynamic models alike) as Framework7 lists, one
 * section per groupTitle, each field by its kind, each issue under its field. The applicant's unit, post
 * and date fold under the applicant's name (ApplicantField) unless one of them has an issue.
 */
import { createElement, memo, useMemo, useState } from 'react';
import { BlockTitle, List } from 'framework7-react';
import { useT } from '../i18n';
import './formStyles';
import { FormRuntimeContext, type FormRuntime } from './fields/fieldProps';
import { rendererOf } from './fields/registry';
import { ApplicantField } from './fields/StaticFields';
import { issueText, textOf } from '../../contract/form/issueText';
import { sectionsOf } from './sections';
import type { FieldDef, FieldIssue, FieldValue, FormDef, FormValues } from '../../contract/form/types';

export interface FormViewProps {
  def: FormDef;
  values: FormValues;
  issues: Readonly<Record<string, FieldIssue>>;
  onChange: (name: string, value: FieldValue) => void;
  runtime: FormRuntime;
}

interface FieldRowProps {
  field: FieldDef;
  value: FieldValue | undefined;
  issue: FieldIssue | undefined;
  onChange: (name: string, value: FieldValue) => void;
}

/** Memoised: typing in one field re-renders that field only. */
const FieldRow = memo(function FieldRow({ field, value, issue, onChange }: FieldRowProps) {
  const t = useT();
  // The renderers are module constants looked up by kind, never components made here.
  return createElement(rendererOf(field.__config__.jnpfKey), {
    field,
    value,
    label: textOf(t, field.__config__.label),
    error: issue ? issueText(t, field, issue) : undefined,
    onChange: (v: FieldValue) => onChange(field.__vModel__, v),
  });
});

/** The system rows the applicant's row stands for. */
const UNDER_APPLICANT = new Set(['currOrganize', 'currDept', 'currPosition', 'createTime']);
const kindOf = (field: FieldDef) => field.__config__.jnpfKey;

export function FormView({ def, values, issues, onChange, runtime }: FormViewProps) {
  const t = useT();
  const sections = useMemo(() => sectionsOf(def.fields), [def]);
  const [placeShown, setPlaceShown] = useState(false);
  const folds = def.fields.some((f) => kindOf(f) === 'createUser');
  const folded = (field: FieldDef) =>
    folds && !placeShown && UNDER_APPLICANT.has(kindOf(field)) && !issues[field.__vModel__];
  return (
    <FormRuntimeContext.Provider value={runtime}>
      {sections.map((section, i) => (
        <section key={section.title?.__vModel__ ?? i} className="app-form-section">
          {section.title && (
            <BlockTitle>{textOf(t, section.title.content ?? section.title.__config__.label)}</BlockTitle>
          )}
          <List strong inset dividers className="app-form" noChevron>
            <ul>
              {section.fields
                .filter((field) => !folded(field))
                .map((field) =>
                  kindOf(field) === 'createUser' ? (
                    <ApplicantField
                      key={field.__vModel__}
                      field={field}
                      value={values[field.__vModel__]}
                      label={textOf(t, field.__config__.label)}
                      onChange={() => undefined}
                      expanded={placeShown}
                      onToggle={() => setPlaceShown((shown) => !shown)}
                    />
                  ) : (
                    <FieldRow
                      key={field.__vModel__}
                      field={field}
                      value={values[field.__vModel__]}
                      issue={issues[field.__vModel__]}
                      onChange={onChange}
                    />
                  ),
                )}
            </ul>
          </List>
        </section>
      ))}
    </FormRuntimeContext.Provider>
  );
}
