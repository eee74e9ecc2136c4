import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AdminGridModule } from '../admin-grid/admin-grid.module';
import { AuditModule } from '../audit/audit.module';
import { CatalogModule } from '../catalog/catalog.module';
import { COURSE_MODEL, CourseSchema } from '../catalog/course.schema';
import { NotificationsModule } from '../notifications/notifications.module';
import { AdminCoursesController } from './admin-courses.controller';
import { AdminCoursesReadModel } from './admin-courses.read-model';
import { AdminCoursesService } from './admin-courses.service';
import { AdminExchangeRatesController } from './admin-exchange-rates.controller';
import {
  COURSE_IMPORT_MODEL,
  COURSE_IMPORT_ROW_MODEL,
  CourseImportRowSchema,
  CourseImportSchema,
} from './course-import.schema';
import { CourseImportService } from './course-import.service';
import {
  COURSE_REVISION_CLAIM_MODEL,
  CourseRevisionClaimSchema,
} from './course-revision-claim.schema';

/** The admin courses screen's API: grid, create, edit, actions, import, export, exchange rates. */
@Module({
  imports: [
    AdminGridModule,
    AuditModule,
    CatalogModule,
    NotificationsModule,
    MongooseModule.forFeature([
      { name: COURSE_MODEL, schema: CourseSchema },
      { name: COURSE_REVISION_CLAIM_MODEL, schema: CourseRevisionClaimSchema },
      { name: COURSE_IMPORT_MODEL, schema: CourseImportSchema },
      { name: COURSE_IMPORT_ROW_MODEL, schema: CourseImportRowSchema },
    ]),
  ],
  controllers: [AdminCoursesController, AdminExchangeRatesController],
  providers: [AdminCoursesReadModel, AdminCoursesService, CourseImportService],
  // The admin dashboard counts from the same in-memory list.
  exports: [AdminCoursesReadModel],
})
export class AdminCoursesModule {}
