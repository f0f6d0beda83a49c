// Lingui's macro keeps each message's English text in its descriptor in production builds too (by default it
// keeps only the id): gatsby/babel/english-messages.cjs compiles that text in place, so English pages need no
// English catalog (docs/languages.md#how-it-is-built).
module.exports = { lingui: { stripMessageField: false } };
