// A zero-delay yield to the event loop, as a task: a job's slices let messages, frames and
// input in between them. (setTimeout clamps nested calls to 4 ms; a message does not wait.)

export function createPause() {
  const channel = new MessageChannel();
  const waiting = [];
  channel.port1.onmessage = () => waiting.shift()?.();
  return () => new Promise((resolve) => {
    waiting.push(resolve);
    channel.port2.postMessage(0);
  });
}
