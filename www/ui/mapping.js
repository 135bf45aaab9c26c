// The map of a run for the timeline: its landmarks, a whole run's work done in the engine's
// worker (a read-only request, shown as a job that Cancel stops). Asked for by the
// timeline's Map button, and by itself once a run is over (its end tells them already).

/**
 * Maps for `page` ({ slot }): `controller` says whether the run is still moving,
 * `timeline` shows the map, `paint()` redraws, `report(error)` shows a failure.
 */
export function createMapping(page, {
  controller, timeline, paint, report,
}) {
  /** Maps the active run so the timeline can scrub it. */
  async function mapRun() {
    const s = page.slot;
    s.mapAsked = true;
    const mapped = await s.queries.timeline();
    if (page.slot !== s) return;
    s.timeline = mapped;
    timeline.reset(s.timeline, s.game);
    paint();
  }

  /**
   * A run that is over maps its timeline by itself: its landmarks are read off its end, so
   * the work is done already (asked once per game, so a cancelled map stays cancelled).
   */
  function mapOnceOver(s) {
    if (!s.run.done || s.timeline !== null || s.mapAsked || controller.busy()) return;
    mapRun().catch(report);
  }

  return { mapRun, mapOnceOver };
}
