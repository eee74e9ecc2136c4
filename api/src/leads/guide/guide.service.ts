import { Injectable } from '@nestjs/common';
import { type LanguageCode } from '../../../../shared/i18n/languages';
import { CatalogStore } from '../../catalog/catalog-store.service';
import { guideFiguresOf, type GuideFigures } from './guide-figures';
import { renderGuidePage } from './guide-page';

/**
 * The program guide, from the in-memory public catalogue (never a scan of `courses` on a
 * request): figures are computed once per catalogue version and shared by every language.
 */
@Injectable()
export class GuideService {
  private cached: { version: string | undefined; figures: GuideFigures; builtAt: Date } | undefined;

  constructor(private readonly catalog: CatalogStore) {}

  page(language: LanguageCode): string {
    const { version, items } = this.catalog.catalogue;
    if (!this.cached || this.cached.version !== version) {
      this.cached = { version, figures: guideFiguresOf(items), builtAt: new Date() };
    }
    return renderGuidePage(language, this.cached.figures, this.cached.builtAt);
  }
}
