// The graph baseline for `retrograde stress graph`: the textbook reverse
// BFS with out-degree counters. Reads the game-graph format (n m, then m
// lines "u v", nodes from 1) as a contestant would, in one read, and
// prints one line of Win, Lose or Loop for the player to move at nodes
// 1..n. Repeated edges are one move.
#include <cstdio>
#include <vector>

// The next number of stdin, read in one block.
static int next_number() {
    static std::vector<char> text;
    static size_t at = 0;
    if (text.empty()) {
        char block[1 << 16];
        for (size_t got; (got = std::fread(block, 1, sizeof block, stdin)) > 0;)
            text.insert(text.end(), block, block + got);
        text.push_back('\0');
    }
    while (text[at] == ' ' || text[at] == '\n' || text[at] == '\r' || text[at] == '\t') ++at;
    int value = 0;
    while (text[at] >= '0' && text[at] <= '9') value = value * 10 + (text[at++] - '0');
    return value;
}

int main() {
    int n = next_number(), m = next_number();
    std::vector<int> from(m), to(m);
    for (int i = 0; i < m; ++i) from[i] = next_number() - 1, to[i] = next_number() - 1;
    // Moves out of each node in compressed rows, repeats dropped with a
    // stamp per target.
    std::vector<int> start(n + 1, 0), moves(m), seen(n, -1);
    for (int i = 0; i < m; ++i) ++start[from[i] + 1];
    for (int v = 0; v < n; ++v) start[v + 1] += start[v];
    std::vector<int> fill(start.begin(), start.end() - 1);
    for (int i = 0; i < m; ++i) moves[fill[from[i]]++] = to[i];
    std::vector<int> left(n, 0), into_start(n + 1, 0);
    for (int u = 0; u < n; ++u)
        for (int i = start[u]; i < start[u + 1]; ++i)
            if (seen[moves[i]] != u) seen[moves[i]] = u, ++left[u], ++into_start[moves[i] + 1];
            else moves[i] = -1;
    // Predecessors in compressed rows.
    for (int v = 0; v < n; ++v) into_start[v + 1] += into_start[v];
    std::vector<int> into(into_start[n]), into_fill(into_start.begin(), into_start.end() - 1);
    for (int u = 0; u < n; ++u)
        for (int i = start[u]; i < start[u + 1]; ++i)
            if (moves[i] >= 0) into[into_fill[moves[i]]++] = u;
    // label: 0 open, 1 win, 2 lose.
    std::vector<int> label(n, 0), queue;
    queue.reserve(n);
    for (int v = 0; v < n; ++v)
        if (left[v] == 0) label[v] = 2, queue.push_back(v);
    for (size_t head = 0; head < queue.size(); ++head) {
        int v = queue[head];
        for (int i = into_start[v]; i < into_start[v + 1]; ++i) {
            int u = into[i];
            if (label[u] != 0) continue;
            if (label[v] == 2) {
                label[u] = 1;
                queue.push_back(u);
            } else if (--left[u] == 0) {
                label[u] = 2;
                queue.push_back(u);
            }
        }
    }
    static const char *word[] = {"Loop", "Win", "Lose"};
    for (int v = 0; v < n; ++v) {
        if (v > 0) std::putchar(' ');
        std::fputs(word[label[v]], stdout);
    }
    std::putchar('\n');
    return 0;
}
