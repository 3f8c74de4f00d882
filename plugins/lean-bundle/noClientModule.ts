// Stands in for a theme client module that plugins/lean-bundle turns off.
export {};
