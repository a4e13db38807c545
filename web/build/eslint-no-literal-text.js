/**
 * `chem/no-literal-text`: interface text in web/ comes from the message catalogues (src/i18n), so
 * every screen exists in English and Hindi. Reports JSX text, string children and the attributes a
 * reader or a screen reader meets (placeholder, title, alt, aria-label, label, ...) when they hold
 * a letter of any script. Numbers, punctuation and symbols (·, ₹, ×) may stay inline.
 */
const LETTER = /\p{L}/u;
const READ_ATTRIBUTES = new Set([
  'placeholder',
  'title',
  'alt',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'label',
]);
const MESSAGE = "Interface text belongs in a catalogue (the feature's locales/en.json and hi.json), shown with t().";

const hasLetter = (value) => typeof value === 'string' && LETTER.test(value);

function literalText(node) {
  if (!node) return undefined;
  if (node.type === 'Literal') return typeof node.value === 'string' ? node.value : undefined;
  if (node.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.cooked ?? '').join('');
  if (node.type === 'JSXExpressionContainer') return literalText(node.expression);
  if (node.type === 'ConditionalExpression')
    return [literalText(node.consequent), literalText(node.alternate)].filter(Boolean).join(' ') || undefined;
  if (node.type === 'LogicalExpression') return literalText(node.right);
  return undefined;
}

export const noLiteralText = {
  meta: { type: 'problem', docs: { description: 'Interface text comes from the message catalogues.' }, schema: [] },
  create(context) {
    return {
      JSXText(node) {
        if (hasLetter(node.value)) context.report({ node, message: MESSAGE });
      },
      JSXExpressionContainer(node) {
        if (node.parent?.type === 'JSXAttribute') return;
        if (hasLetter(literalText(node.expression))) context.report({ node, message: MESSAGE });
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (READ_ATTRIBUTES.has(name) && hasLetter(literalText(node.value))) context.report({ node, message: MESSAGE });
      },
    };
  },
};

export default { rules: { 'no-literal-text': noLiteralText } };
