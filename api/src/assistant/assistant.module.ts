import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { ContentModule } from '../content/content.module';
import { AnswerRephraser } from './answer-rephraser';
import { AssistantEngineProvider } from './assistant-engine.provider';
import { AssistantRateLimiter } from './assistant-rate-limiter';
import { AssistantController } from './assistant.controller';
import { AssistantService } from './assistant.service';

/** The Education Consultant's answering engine on the server (shared/assistant over our data). */
@Module({
  imports: [CatalogModule, ContentModule],
  controllers: [AssistantController],
  providers: [AssistantService, AssistantEngineProvider, AnswerRephraser, AssistantRateLimiter],
  exports: [AssistantService, AssistantRateLimiter],
})
export class AssistantModule {}
