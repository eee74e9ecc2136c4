import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Collection, type Connection, Types } from 'mongoose';
import { type CourseStatus } from '../../../shared/catalog/course-enums';

interface StoredFavourite {
  _id: string;
  document: { userId?: string; courseId?: string; _deleted?: boolean };
}

interface CourseDeadline {
  _id: Types.ObjectId;
  title: string;
  status: CourseStatus;
  applicationDeadline: Date;
}

export interface Favourite {
  userId: string;
  courseId: string;
}

/**
 * What the deadline reminder reads: every user's live favourites (the sync engine's latest-state
 * documents) and a course's deadline by `_id`. The favourites are a scan, run by the scheduled
 * job only.
 */
@Injectable()
export class FavouriteDeadlinesRepository {
  private readonly documents: Collection<StoredFavourite>;
  private readonly courses: Collection<CourseDeadline>;

  constructor(@InjectConnection() connection: Connection) {
    this.documents = connection.collection<StoredFavourite>('sync_documents');
    this.courses = connection.collection<CourseDeadline>('courses');
  }

  async liveFavourites(): Promise<Favourite[]> {
    const favourites: Favourite[] = [];
    for await (const { _id, document } of this.documents.find({})) {
      // Keys are `<user>:favorites:<course>` (sync-keys.ts).
      if (!_id.includes(':favorites:') || document._deleted) continue;
      if (!document.userId || !document.courseId) continue;
      favourites.push({ userId: document.userId, courseId: document.courseId });
    }
    return favourites;
  }

  async course(courseId: string): Promise<CourseDeadline | null> {
    if (!Types.ObjectId.isValid(courseId)) return null;
    return this.courses.findOne(
      { _id: new Types.ObjectId(courseId) },
      { projection: { title: 1, status: 1, applicationDeadline: 1 } },
    );
  }
}
