// Used only by tools that still read Babel config; Docusaurus Faster compiles with SWC.
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
};
