// Text queries for what a screen shows, not what the shell's one live region (components/live-region.tsx) says
// at the same time in the same words ('Displaying Results: 1-10 of 23' after a page or sort has loaded).
export const outsideLiveRegion = { ignore: '[data-testid=live-region] *, script, style' };
