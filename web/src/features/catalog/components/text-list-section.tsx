import { type ReactNode } from 'react';

/** A titled list of texts as written (the instructors' names); nothing when the list is empty. */
export function TextListSection({ title, items }: { title: ReactNode; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <section className="mt-8">
      <h2 className="text-xl font-semibold text-slate-900 dark:text-slate-100">{title}</h2>
      <ul className="mt-3 list-disc space-y-1 ps-6 text-slate-700 dark:text-slate-300">
        {items.map((item) => (
          <li key={item}>
            <bdi>{item}</bdi>
          </li>
        ))}
      </ul>
    </section>
  );
}
