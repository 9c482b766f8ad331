// The inbox poll's timer, in a dedicated worker (poll-timer.ts): Chrome lets a tab hidden for
// five minutes run its own timers once a minute at most, and a worker's at their time. Each
// message is a delay in milliseconds; "due" comes back when it has passed.

let timer: ReturnType<typeof setTimeout> | undefined;

self.onmessage = (event: MessageEvent<number>) => {
  clearTimeout(timer);
  timer = setTimeout(() => self.postMessage("due"), event.data);
};
