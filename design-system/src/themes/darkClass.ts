/** Dark theme: applied by the `dark` class on `<html>` (plain, so a page's first script can use it without styles). */
export const darkThemeClass = 'dark';
