import { lemmaTerms } from './terms';

/**
 * Words visitors use for the same thing, one group a line, as dictionary
 * forms. Curated by hand: broad thesaurus expansion (WordNet) matched as
 * many wrong passages as right ones. Owners add groups per agent
 * (`kbSynonyms` on the agent).
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  [
    'deliver',
    'delivery',
    'ship',
    'shipping',
    'dispatch',
    'courier',
    'post',
    'postage',
    'bring',
    'drop off',
  ],
  ['rent', 'rental', 'hire', 'lease', 'borrow'],
  ['cost', 'price', 'fee', 'charge', 'rate', 'tariff', 'expensive', 'cheap'],
  ['weekend', 'saturday', 'sunday'],
  ['weekday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
  ['refund', 'reimburse', 'reimbursement', 'repay', 'money'],
  ['return', 'exchange'],
  ['open', 'opening', 'hour', 'close', 'closing'],
  ['book', 'booking', 'reserve', 'reservation', 'appointment'],
  ['cancel', 'cancellation'],
  ['pet', 'dog', 'cat', 'animal'],
  ['child', 'kid', 'toddler', 'baby', 'son', 'daughter', 'year old', 'teenager'],
  ['park', 'parking', 'car'],
  ['wifi', 'internet', 'wireless'],
  ['pay', 'payment', 'card', 'cash', 'paypal'],
  ['contact', 'phone', 'call', 'telephone', 'email', 'reach'],
  ['address', 'location', 'locate', 'situate', 'find'],
  ['discount', 'sale', 'promotion', 'coupon', 'reduction'],
  ['warranty', 'guarantee'],
  ['bike', 'bicycle', 'cycle', 'ebike', 'tricycle', 'trike'],
  ['vegetarian', 'vegan'],
  ['allergy', 'allergen', 'allergic', 'gluten', 'nut'],
  ['wheelchair', 'accessible', 'accessibility', 'disability', 'disabled', 'step'],
  ['luggage', 'baggage', 'bag', 'suitcase'],
  ['arrive', 'arrival', 'checkin'],
  ['leave', 'departure', 'checkout'],
  ['late', 'delay', 'delayed'],
  ['student', 'concession', 'senior'],
  ['staff', 'employee', 'team'],
  ['broken', 'damage', 'damaged', 'faulty', 'defective', 'crash', 'accident', 'collision'],
  ['fix', 'repair', 'mend', 'service'],
  ['puncture', 'flat tyre', 'flat tire'],
  ['tyre', 'tire', 'tube'],
  ['buy', 'purchase', 'sell'],
  ['reply', 'answer', 'respond', 'response'],
  ['food', 'meal', 'lunch', 'picnic', 'snack', 'catering'],
  ['group', 'team', 'company', 'colleague'],
  ['battery', 'charge', 'range'],
  ['far', 'distance', 'range'],
  ['amex', 'american'],
  ['christmas', 'xmas', 'christmas day', '25 december', 'december 25'],
  ['new year', 'new year day', '1 january', 'january 1'],
  ['apartment', 'holiday flat', 'accommodation', 'hotel', 'hostel', 'airbnb', 'guesthouse'],
  ['problem', 'issue', 'trouble', 'difficulty'],
  ['maximum', 'max', 'most', 'up to', 'limit'],
  ['minimum', 'min', 'least'],
  ['noshow', 'no show', 'turn up', 'show up'],
  ['insurance', 'insure', 'insured', 'cover', 'coverage', 'protection'],
  ['extra', 'additional', 'optional'],
  ['theft', 'steal', 'stolen', 'thief', 'rob'],
  ['people', 'person', 'rider', 'customer', 'guest', 'participant', 'cyclist'],
  ['alone', 'unaccompanied', 'solo'],
  ['poncho', 'raincoat', 'rain jacket', 'rain gear', 'waterproof'],
  ['toilet', 'restroom', 'bathroom', 'wc'],
  ['walk', 'on foot', 'walking'],
];

/** Each word's variants (other members of its groups), as dictionary forms. */
export type SynonymMap = ReadonlyMap<string, readonly string[]>;

const MAX_GROUPS = 400;
/** Chosen: a synonym phrase is at most a few words. */
const MAX_MEMBER_CHARS = 60;
/** Phrases in the table are matched up to this many words long. */
export const MAX_PHRASE_WORDS = 3;
let builtIn: SynonymMap | undefined;

/** The built-in table merged with an agent's own groups. */
export function synonymMap(extraGroups: readonly (readonly string[])[] = []): SynonymMap {
  if (extraGroups.length === 0 && builtIn) return builtIn;
  const map = new Map<string, Set<string>>();
  for (const group of [...SYNONYM_GROUPS, ...extraGroups].slice(0, MAX_GROUPS)) {
    // A member is a word or a phrase ("flat tyre"), kept as dictionary forms.
    const words = group
      .map((member) => lemmaTerms(member.slice(0, MAX_MEMBER_CHARS)).join(' '))
      .filter((member) => member !== '');
    for (const word of words) {
      const variants = map.get(word) ?? new Set<string>();
      for (const other of words) if (other !== word) variants.add(other);
      map.set(word, variants);
    }
  }
  const result = new Map([...map].map(([word, variants]) => [word, [...variants]]));
  if (extraGroups.length === 0) builtIn = result;
  return result;
}
