// Local plugin: only gatsby-browser.ts does anything.
