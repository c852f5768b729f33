/**
 * What the page sent with navigator.sendBeacon (the statistics' counts; jsdom has no sendBeacon):
 * URL and body, for tests to read. setup.ts installs the stub and empties the list after each test.
 */
export const beacons: { url: string; body: string }[] = [];
