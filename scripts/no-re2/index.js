// Seedling runs only the Auth emulator; superstatic (the hosting emulator) catches this and uses
// JavaScript's regular expressions instead of re2.
throw new Error('re2 is not installed here (see scripts/no-re2/package.json)')
