import { Types } from 'mongoose';
import { courseSchema } from '../../../shared/catalog/course';
import { createCatalogContext } from './seed/catalog-generator';
import { generateProgram } from './seed/program-generator';
import { type StoredCourse, toCourseDto } from './course.mapper';

function storedCourse(index: number): StoredCourse {
  const createdAt = new Date('2025-06-02T08:00:00Z');
  return {
    ...generateProgram(createCatalogContext(createdAt), index),
    _id: new Types.ObjectId('665f1c2e9b1d8a3f4c2e1a0b'),
    createdAt,
    updatedAt: createdAt,
  };
}

describe(toCourseDto.name, () => {
  it('answers the public contract: id instead of _id, ISO dates', () => {
    const dto = toCourseDto(storedCourse(12));
    expect(courseSchema.strict().parse(dto)).toEqual(dto);
    expect(dto.id).toBe('665f1c2e9b1d8a3f4c2e1a0b');
    expect(dto.createdAt).toBe('2025-06-02T08:00:00.000Z');
  });

  it('never leaks internal or unexpected fields', () => {
    const dto = toCourseDto({ ...storedCourse(13), __v: 0, internalNote: 'x' } as StoredCourse);
    expect(dto).not.toHaveProperty('_id');
    expect(dto).not.toHaveProperty('__v');
    expect(dto).not.toHaveProperty('searchText');
    expect(dto).not.toHaveProperty('internalNote');
  });
});
