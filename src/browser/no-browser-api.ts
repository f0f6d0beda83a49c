// Stands in for a plugin's gatsby-browser module that does nothing in a production build
// (gatsby/webpack/third-party-script-code.ts): Gatsby's plugin runner finds no API in it and calls nothing.
export {};
