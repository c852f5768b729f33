import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom has <dialog> but not its modal methods; these do what the browser does for the tests'
 * purposes (open and close; Escape is the `cancel` event a test dispatches).
 */
export function stubDialogMethods(): void {
  const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  const original = { showModal: proto.showModal, close: proto.close };
  beforeAll(() => {
    proto.showModal = function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    proto.close = function (this: HTMLDialogElement) {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  });
  afterAll(() => {
    proto.showModal = original.showModal;
    proto.close = original.close;
  });
}
