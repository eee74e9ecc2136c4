import { Controller, Get } from '@nestjs/common';
import { type CatalogAbout } from '../../../shared/catalog/catalog-about';
import { CatalogAboutService } from './catalog-about.service';

/** `GET /api/public/catalog/about`: whether the public catalogue is sample data. */
@Controller('public/catalog')
export class CatalogAboutController {
  constructor(private readonly catalogAbout: CatalogAboutService) {}

  @Get('about')
  about(): Promise<CatalogAbout> {
    return this.catalogAbout.about();
  }
}
