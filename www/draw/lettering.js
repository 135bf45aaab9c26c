// How large the boards letter what they draw (state and node numbers, counters, badges, the
// numbers of a line's moves): 1 at a desk, larger in presentation mode, where a lecture hall
// reads the board from afar. The boards scale their lettering with the room they have; this
// scales it again.

let scale = 1;

/** The lettering scale the boards draw with. */
export const lettering = () => scale;

/** Sets the lettering scale (1 for the usual size). */
export function setLettering(next) {
  scale = next;
}
