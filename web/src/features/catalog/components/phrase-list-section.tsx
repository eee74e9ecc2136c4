import { type ReactNode } from 'react';
import { type CatalogPhrase, type PhraseKind } from '../../../../../shared/catalog/catalog-phrase';
import { PhraseText } from './phrase-text';

interface PhraseListSectionProps {
  title: ReactNode;
  kind: PhraseKind;
  phrases: readonly CatalogPhrase[];
  contentLanguage: string;
}

/** A titled list of vocabulary phrases (requirements, careers, topics); nothing when empty. */
export function PhraseListSection({
  title,
  kind,
  phrases,
  contentLanguage,
}: PhraseListSectionProps) {
  if (phrases.length === 0) return null;
  return (
    <section className="mt-8">
      <h2 className="text-xl font-semibold text-slate-900 dark:text-slate-100">{title}</h2>
      <ul className="mt-3 list-disc space-y-1 ps-6 text-slate-700 dark:text-slate-300">
        {phrases.map((phrase, index) => (
          <li key={index}>
            <PhraseText kind={kind} phrase={phrase} contentLanguage={contentLanguage} />
          </li>
        ))}
      </ul>
    </section>
  );
}
