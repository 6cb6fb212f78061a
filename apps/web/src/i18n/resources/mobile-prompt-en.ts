/** Texts of the mini-program prompt shown to mobile browsers (002 §1). */
export const mobilePromptEn = {
  title: 'Open TopoForge in the mini-program',
  text: 'On a phone or tablet, TopoForge is easiest to use in its mini-program.',
  countdown: 'Opening the mini-program in {{seconds}} s…',
  opening: 'Opening the mini-program…',
  open: 'Open now',
  stay: 'Stay on the web page',
};
