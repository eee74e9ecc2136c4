import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CONTENT_ITEM_MODEL, ContentItemSchema } from './content-item.schema';
import { ContentSeedService } from './content-seed.service';
import { ContentController } from './content.controller';
import { ContentService } from './content.service';

/** Site content: the content-item model, its seed and the public read API. */
@Module({
  imports: [MongooseModule.forFeature([{ name: CONTENT_ITEM_MODEL, schema: ContentItemSchema }])],
  controllers: [ContentController],
  providers: [ContentService, ContentSeedService],
  exports: [ContentService, ContentSeedService],
})
export class ContentModule {}
