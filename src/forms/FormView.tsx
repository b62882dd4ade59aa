/**
 * The one form engine: renders any FormDef (HR forms and dynamic models alike) as Framework7 lists, one
 * section per groupTitle, each field by its kind, each issue under its field.
 */
import { createElement, memo, useMemo } from 'react';
import { BlockTitle, List } from 'framework7-react';
import { useT } from '../i18n';
import './formStyles';
import { FormRuntimeContext, type FormRuntime } from './fields/fieldProps';
import { rendererOf } from './fields/registry';
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

export function FormView({ def, values, issues, onChange, runtime }: FormViewProps) {
  const t = useT();
  const sections = useMemo(() => sectionsOf(def.fields), [def]);
  return (
    <FormRuntimeContext.Provider value={runtime}>
      {sections.map((section, i) => (
        <section key={section.title?.__vModel__ ?? i} className="app-form-section">
          {section.title && (
            <BlockTitle>{textOf(t, section.title.content ?? section.title.__config__.label)}</BlockTitle>
          )}
          <List strong inset dividers className="app-form" noChevron>
            <ul>
              {section.fields.map((field) => (
                <FieldRow
                  key={field.__vModel__}
                  field={field}
                  value={values[field.__vModel__]}
                  issue={issues[field.__vModel__]}
                  onChange={onChange}
                />
              ))}
            </ul>
          </List>
        </section>
      ))}
    </FormRuntimeContext.Provider>
  );
}
