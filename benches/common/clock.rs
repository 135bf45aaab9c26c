//! The clock the benchmarks read on shared machines, where wall time moves
//! with the load: this thread's time on a CPU.

/// This thread's time on a CPU so far, in nanoseconds (Linux), or `None`
/// where the system does not tell it. The kernel brings it up to date at
/// its scheduler's ticks (a few milliseconds), which bounds its precision.
pub fn cpu_ns() -> Option<u64> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    stat.split_whitespace().next()?.parse().ok()
}
