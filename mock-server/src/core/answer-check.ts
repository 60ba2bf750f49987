import { z, type ZodTypeAny } from 'zod';

/**
 * How an answer is checked against its schema before it is sent. A list page built anew after a change mostly
 * holds the entries of rows that did not change (the domain builds each row's entry once), so the items of an
 * answer's top-level lists are checked one by one, each item object once; the rest of the answer is checked
 * every time. An item is trusted only as the object it was checked as: the simulator never changes an entry
 * in place (the same rule as the whole answers the dispatcher keeps).
 *
 * A failure is reported by the full schema, so its issues name the same paths either way.
 */
export interface AnswerCheck {
  /** The answer's data as the full schema would give it (unknown fields left out), or the full schema's error. */
  parse(body: unknown): z.SafeParseReturnType<unknown, unknown>;
}

interface ListField {
  key: string;
  item: ZodTypeAny;
  /** Each item object already checked, with the data its check gave. */
  checked: WeakMap<object, unknown>;
}

export function answerCheck(schema: ZodTypeAny): AnswerCheck {
  const lists = schema instanceof z.ZodObject ? listFields(schema) : [];
  if (lists.length === 0) return { parse: (body) => schema.safeParse(body) };
  const shallow = (schema as z.AnyZodObject).extend(
    Object.fromEntries(lists.map(({ key }) => [key, z.array(z.unknown())])),
  );
  return {
    parse(body) {
      const outer = shallow.safeParse(body);
      if (!outer.success) return schema.safeParse(body);
      const data = outer.data as Record<string, unknown>;
      for (const { key, item, checked } of lists) {
        const items = data[key] as unknown[];
        const out: unknown[] = new Array(items.length);
        for (let i = 0; i < items.length; i += 1) {
          const value = items[i];
          const reusable = typeof value === 'object' && value !== null;
          if (reusable && checked.has(value)) {
            out[i] = checked.get(value);
            continue;
          }
          const result = item.safeParse(value);
          if (!result.success) return schema.safeParse(body);
          if (reusable) checked.set(value, result.data);
          out[i] = result.data;
        }
        data[key] = out;
      }
      return { success: true, data };
    },
  };
}

/** The schema's top-level fields that are plain arrays (no length rule) of objects. */
function listFields(schema: z.AnyZodObject): ListField[] {
  return Object.entries(schema.shape as Record<string, ZodTypeAny>).flatMap(([key, field]) => {
    if (!(field instanceof z.ZodArray)) return [];
    const { minLength, maxLength, exactLength } = field._def;
    if (minLength || maxLength || exactLength || !(field.element instanceof z.ZodObject)) return [];
    return [{ key, item: field.element as ZodTypeAny, checked: new WeakMap<object, unknown>() }];
  });
}
