import { franc } from 'franc-min'

/**
 * Is this message English? franc (trigram statistics) names the language; because trigram
 * guesses are unreliable on a few words ("ok thanks" reads as Nyanja), a non-English verdict
 * also needs function words of another language in the text. Names, emails and figures say
 * nothing about language and are removed first.
 */

const ENGLISH_WORDS = new Set(
  'i me my we our you your he she it they them the a an and or but if of to in on at for with about from by as is are was were be been do does did have has had can could will would should may might what when where which who how why this that these those there here not no yes please thanks thank hi hello hey just also very much many some any all more most'.split(
    ' ',
  ),
)

// Distinctive function words of common languages; words English also uses ("a", "me", "die") are left out.
const OTHER_LANGUAGE_WORDS = new Set(
  [
    // Spanish
    'hola el los las una unos es está estoy por para con cómo como cuánto cuanto cuesta qué quiero necesito gracias usted ustedes nuestro nuestra sí pero también hablas habla hablan español espanol puedes ayudarme tienen',
    // French
    'bonjour salut le les des une est suis avec pour combien coûte coute votre vous nous je merci oui quel quelle dans sur pas très parlez parles français francais',
    // German
    'hallo ich du sie wir der das ein eine einen ist sind mit für wie viel kostet möchte moechte bitte danke nicht und auch oder sprechen sprichst deutsch',
    // Portuguese
    'olá ola um uma é são com para quanto custa obrigado obrigada você vocês não sim também gostaria fala falam português portugues',
    // Italian
    'ciao il gli una è sono con per quanto costa grazie voi vorrei anche parli parla italiano',
    // Dutch
    'hoi hallo het een zijn wij jullie hoeveel kost graag dank niet ook welke',
  ]
    .join(' ')
    .split(' '),
)

const NON_LATIN =
  /[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Devanagari}\p{Script=Bengali}]/gu

export function isEnglish(message: string): boolean {
  const text = message
    .replace(/\S+@\S+/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/[\d$€£%]+/g, ' ')
  const letters = text.match(/\p{L}/gu)?.length ?? 0
  if (letters === 0) return true
  const nonLatin = text.match(NON_LATIN)?.length ?? 0
  if (nonLatin / letters >= 0.5) return false

  const words = text.toLowerCase().match(/\p{L}+(?:'\p{L}+)?/gu) ?? []
  const english = words.filter((word) => ENGLISH_WORDS.has(word.replace(/'.*$/, ''))).length
  const other = words.filter((word) => OTHER_LANGUAGE_WORDS.has(word)).length
  if (other < 2 || other <= english) return true

  const language = franc(text, { minLength: 3 })
  return language === 'eng' || language === 'und'
}
