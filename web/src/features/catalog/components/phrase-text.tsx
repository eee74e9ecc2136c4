import { FormattedMessage, useIntl } from 'react-intl';
import { type CatalogPhrase, type PhraseKind } from '../../../../../shared/catalog/catalog-phrase';
import { phraseMessageId, phraseValues } from '../catalog-phrases';
import { InstitutionText } from '../../../components/institution-text';

interface PhraseTextProps {
  kind: PhraseKind;
  phrase: CatalogPhrase;
  /** The language the course's own texts (its subject) are written in. */
  contentLanguage: string;
}

/** A vocabulary phrase of a course in the visitor's language, its subject marked as written. */
export function PhraseText({ kind, phrase, contentLanguage }: PhraseTextProps) {
  const intl = useIntl();
  return (
    <FormattedMessage
      id={phraseMessageId(kind, phrase)}
      values={phraseValues(intl, phrase, (subject) => (
        <InstitutionText key="subject" lang={contentLanguage}>
          {subject}
        </InstitutionText>
      ))}
    />
  );
}
