// The baseline the CLI is measured against: the textbook reverse BFS with
// out-degree counters, one queue, one counter update per edge.
// Reads the Codeforces 786A format, prints the two judge lines; with
// --cases, reads T and then T games (the multi-case format).
#include <cstdio>
#include <cstring>
#include <vector>

// Solves one game from stdin; false when the input ends early.
static bool solve_one() {
    int n;
    if (std::scanf("%d", &n) != 1) return false;
    std::vector<int> steps[2];
    for (int who = 0; who < 2; ++who) {
        int k;
        if (std::scanf("%d", &k) != 1) return false;
        steps[who].resize(k);
        for (int &x : steps[who])
            if (std::scanf("%d", &x) != 1) return false;
    }
    // label: 0 open, 1 win, 2 lose; state = who * n + position.
    std::vector<int> label(2 * n, 0), left(2 * n), queue;
    queue.reserve(2 * n);
    for (int who = 0; who < 2; ++who)
        for (int p = 0; p < n; ++p) left[who * n + p] = (int)steps[who].size();
    label[0] = label[n] = 2;
    queue.push_back(0);
    queue.push_back(n);
    for (size_t head = 0; head < queue.size(); ++head) {
        int s = queue[head], who = s / n, pos = s % n, prev = 1 - who;
        for (int x : steps[prev]) {
            int p = (pos - x + n) % n;
            int t = prev * n + p;
            if (p == 0 || label[t] != 0) continue;
            if (label[s] == 2) {
                label[t] = 1;
                queue.push_back(t);
            } else if (--left[t] == 0) {
                label[t] = 2;
                queue.push_back(t);
            }
        }
    }
    static const char *word[] = {"Loop", "Win", "Lose"};
    for (int who = 0; who < 2; ++who) {
        for (int p = 1; p < n; ++p) {
            if (p > 1) std::putchar(' ');
            std::fputs(word[label[who * n + p]], stdout);
        }
        std::putchar('\n');
    }
    return true;
}

int main(int argc, char **argv) {
    int games = 1;
    if (argc > 1 && std::strcmp(argv[1], "--cases") == 0 && std::scanf("%d", &games) != 1) return 1;
    for (int i = 0; i < games; ++i)
        if (!solve_one()) return 1;
    return 0;
}
