import { afterEach, describe, expect, it } from 'vitest';
import { announceDeferredPreloads, deferredPreloadsId } from './deferred-preloads';

afterEach(() => {
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  document.body.innerHTML = '';
});

describe('the module preloads the server held back', () => {
  it('are announced in the head once, in their order, and their template goes', () => {
    document.body.innerHTML = `<template id="${deferredPreloadsId}"><link rel="modulepreload" crossorigin href="/assets/react-core.js"><link rel="modulepreload" crossorigin href="/assets/HomePage.js"></template>`;
    // A link inside a template is inert: nothing is fetched before the announcement.
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    announceDeferredPreloads();
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/react-core.js',
      '/assets/HomePage.js',
    ]);
    expect(document.getElementById(deferredPreloadsId)).toBeNull();
    announceDeferredPreloads();
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(2);
  });

  it('leave the head alone when the page has none (the server sent its preloads in the head)', () => {
    announceDeferredPreloads();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
