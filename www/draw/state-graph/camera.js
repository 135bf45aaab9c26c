// @ts-check
// What part of the state-graph board is in view: the zoom and centre the reader chose (wheel,
// drag, keys, Fit), and the node a Find brought into view on the summary board. Each
// drawing makes the board's frame from it; zoom, pan and Fit change only it.

import {
  FIT_VIEW, centreOn, panBy, zoomAbout,
} from './geometry.js';

export function createCamera() {
  let view = { ...FIT_VIEW };
  let usedFind = null;
  /**
   * The node a Find brought into view on the summary board, { session, state }: kept in the
   * centre at every drawing until the view is moved by hand, for the grid's columns follow the
   * board's shape (a caption that wraps anew changes them) and the cells' order follows the run.
   */
  let found = null;
  const leaveFound = () => { found = null; };

  return {
    /** The view as geometry.js takes it: { zoom, cx, cy }. */
    get view() {
      return view;
    },
    /** A graph laid out afresh is shown whole; a Find's node, on its own run, stays followed. */
    showWhole() {
      view = { ...FIT_VIEW };
    },
    /**
     * On the summary board: a new `find` zooms in to its node, and the node last found on
     * this `session` is put in the centre of the `fitted` grid (`cellOf` its cells, `count` of them).
     */
    follow(find, session, { fitted, cellOf, count }) {
      if (find && find.serial !== usedFind) {
        usedFind = find.serial;
        found = { session, state: find.state };
        // Close enough for the cells to be numbered.
        view = { ...view, zoom: Math.max(view.zoom, Math.min(40, 48 / fitted.cell)) };
      }
      if (found && found.session === session && found.state < count) {
        const i = cellOf[found.state];
        view = centreOn(view, ((i % fitted.cols) + 0.5) / fitted.cols, (Math.floor(i / fitted.cols) + 0.5) / fitted.rows);
      }
    },
    /** Zooms by `factor` about `point` of `frame`. */
    zoom(frame, factor, point) {
      view = zoomAbout(frame, factor, point.x, point.y);
      leaveFound();
    },
    pan(frame, dx, dy) {
      if (frame) view = panBy(frame, dx, dy);
      leaveFound();
    },
    fit() {
      view = { ...FIT_VIEW };
      leaveFound();
    },
  };
}
