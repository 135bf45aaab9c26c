// Times whole processes precisely: runs `cmd args...` RUNS times with stdin
// from FILE and stdout discarded, and prints the median wall time in
// microseconds. No shell is involved, so nothing but the process is timed.
// Usage: spawn_median RUNS FILE cmd [args...]
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static int by_value(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    if (argc < 4) {
        fprintf(stderr, "usage: %s RUNS FILE cmd [args...]\n", argv[0]);
        return 2;
    }
    int runs = atoi(argv[1]);
    if (runs < 1) return 2;
    double *micros = malloc(sizeof(double) * runs);
    for (int i = 0; i < runs; ++i) {
        struct timespec t0, t1;
        clock_gettime(CLOCK_MONOTONIC, &t0);
        pid_t pid = fork();
        if (pid == 0) {
            int in = open(argv[2], O_RDONLY), out = open("/dev/null", O_WRONLY);
            if (in < 0 || out < 0) _exit(127);
            dup2(in, 0);
            dup2(out, 1);
            execv(argv[3], argv + 3);
            _exit(127);
        }
        int status;
        waitpid(pid, &status, 0);
        clock_gettime(CLOCK_MONOTONIC, &t1);
        if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
            fprintf(stderr, "%s failed\n", argv[3]);
            return 1;
        }
        micros[i] = (t1.tv_sec - t0.tv_sec) * 1e6 + (t1.tv_nsec - t0.tv_nsec) / 1e3;
    }
    qsort(micros, runs, sizeof(double), by_value);
    printf("%.1f\n", micros[runs / 2]);
    return 0;
}
