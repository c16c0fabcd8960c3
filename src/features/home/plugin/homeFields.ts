/**
 * Schemas of a home page's lists (old-site fields `actions`, `features`, `highlights`), checked
 * item by item at build time (src/lib/plugin/lenient.ts): a bad item or value is reported with
 * its path (`features[2].title`) and only it is dropped, so the rest of the page still renders.
 * The lists come out in the one shape src/features/home/client/HomeLayout reads, which therefore carries no
 * checks of its own into the browser.
 */
import {Joi} from '../../../lib/plugin/lenient';

/** A string the item cannot do without: trimmed, not empty. */
const requiredText = Joi.string().trim().required().description('a non-empty string');
/** An optional string: trimmed, left out when empty. */
const optionalText = Joi.string().trim().empty('').description('a string');

/** A list of objects of one shape; fields of other names are left out. */
function listOf(item: Joi.ObjectSchema, shape: string): Joi.ArraySchema {
  return Joi.array()
    .items(item.options({stripUnknown: true}).description(shape))
    .description(`a list of ${shape}`);
}

const feature = Joi.object({title: requiredText, details: optionalText, icon: optionalText, link: optionalText});
const features = listOf(feature, '{title, details, icon, link}');

// The old theme's "default" button is the secondary one.
const actionType = Joi.string()
  .valid('primary', 'secondary', 'default')
  .default('primary')
  .description('one of "primary", "secondary", "default"');
const action = Joi.object({text: requiredText, link: requiredText, type: actionType}).custom(
  ({type, ...rest}: {type: string}) => ({...rest, type: type === 'primary' ? type : 'secondary'}),
);

// The old theme names a section's heading `header` (`title` in some of its versions) and its items
// `features` or `highlights`: either works.
const highlight = Joi.object({
  header: requiredText.when('title', {is: Joi.exist(), then: Joi.optional()}),
  title: Joi.string().trim().description('a non-empty string'),
  description: optionalText,
  image: optionalText,
  imageDark: optionalText,
  imageAlt: optionalText,
  features,
  highlights: features,
}).custom(
  ({
    title,
    header = title,
    features: own = [],
    highlights: more = [],
    ...rest
  }: {
    title?: string;
    header?: string;
    features?: unknown[];
    highlights?: unknown[];
  }) => ({
    header,
    ...rest,
    features: [...own, ...more],
  }),
);

export const HOME_LISTS = {
  actions: listOf(action, '{text, link, type}'),
  features,
  highlights: listOf(highlight, '{header, description, image, features}'),
};
