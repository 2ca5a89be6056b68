// SPDX-License-Identifier: MIT
// The auto-configure search: one task per chassis and GPU choice, spread over all cores. Within a
// task the loops run CPU > DIMMs > drives > NICs > PSUs, each cheapest first; a subtree is skipped
// when a lower bound of its price or wall power already breaks a limit, or when a build found
// earlier is at least as good in all three objectives and better in one (dominance). Both are
// exact: no skipped candidate could be on the front. Candidates judged one by one count as
// "evaluated"; skipped subtrees count their size as "pruned"; the two add up to the space.
#include "core/optimize/optimizer.h"

#include "core/optimize/candidate_check.h"
#include "core/optimize/result_notes.h"
#include "core/optimize/search_tables.h"

#include <algorithm>
#include <chrono>
#include <mutex>
#include <thread>

namespace np
{

using namespace optimize_detail;

namespace
{

struct Point {
    double price = 0, throughput = 0, wall = 0;
    int parts = 0; // placed parts: among builds equal in all three objectives the fewest parts wins
    CandidateIndex index;
};

// Which of two builds equal in all three objectives represents them: fewer parts (a 0 W, 0 EUR NIC
// adds nothing), then the lower table indices (cheaper options come first), so the answer does not
// depend on which thread found which.
bool representsTie(const Point &a, const Point &b)
{
    const CandidateIndex &x = a.index, &y = b.index;
    return std::tie(a.parts, x.chassis, x.gpu, x.cpu, x.dimm, x.drive, x.nic, x.psu) <
           std::tie(b.parts, y.chassis, y.gpu, y.cpu, y.dimm, y.drive, y.nic, y.psu);
}

bool dominates(const Point &a, const Point &b)
{
    return a.price <= b.price && a.throughput >= b.throughput && a.wall <= b.wall &&
           (a.price < b.price || a.throughput > b.throughput || a.wall < b.wall);
}

// Non-dominated points, one per distinct (price, throughput, wall).
void insertIntoFront(std::vector<Point> &front, const Point &p)
{
    for (Point &q : front) {
        if (dominates(q, p))
            return;
        if (q.price == p.price && q.throughput == p.throughput && q.wall == p.wall) {
            if (representsTie(p, q))
                q = p;
            return;
        }
    }
    front.erase(std::remove_if(front.begin(), front.end(), [&](const Point &q) { return dominates(p, q); }),
                front.end());
    front.push_back(p);
}

// True when some point of `front` dominates every candidate whose objectives are no better than
// (price, throughput, wall). The bounds are loosened by a relative 1e-12 so that rounding in their
// sums can never drop a candidate that would tie.
bool subtreeDominated(const std::vector<Point> &front, double price, double throughput, double wall)
{
    const double p = price * (1 - 1e-12), w = wall * (1 - 1e-12);
    for (const Point &q : front)
        if (q.price <= p && q.throughput >= throughput && q.wall <= w &&
            (q.price < p || q.throughput > throughput || q.wall < w))
            return true;
    return false;
}

struct Worker {
    std::vector<Point> front;
    std::uint64_t evaluated = 0, pruned = 0, feasible = 0;
};

template <typename T> double minOf(const std::vector<T> &v, double Choice::*field)
{
    double m = v.empty() ? 0 : v.front().*field;
    for (const T &c : v)
        m = std::min(m, c.*field);
    return m;
}

// When the search must stop. Checked once per CPU subtree (thousands of candidates), so the clock is
// read rarely enough not to show in the search's time.
class Deadline
{
public:
    explicit Deadline(double seconds)
        : m_limited(seconds > 0), m_at(std::chrono::steady_clock::now() +
                                       std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                           std::chrono::duration<double>(seconds > 0 ? seconds : 0)))
    {
    }
    bool passed() const
    {
        if (!m_limited)
            return false;
        if (m_passed.load(std::memory_order_relaxed))
            return true;
        if (std::chrono::steady_clock::now() < m_at)
            return false;
        m_passed.store(true, std::memory_order_relaxed);
        return true;
    }

private:
    bool m_limited;
    std::chrono::steady_clock::time_point m_at;
    mutable std::atomic<bool> m_passed{false};
};

// The leaves below one CPU, DIMM, drive and NIC choice (`at`, its psu ignored): each PSU option judged
// with the evaluator's arithmetic, the feasible ones put on the worker's front.
void judgePsuChoices(const SearchTables &t, CandidateIndex at, Worker &w)
{
    const ChassisTable &ct = t.chassis[static_cast<std::size_t>(at.chassis)];
    const GpuChoice &g = ct.gpus[static_cast<std::size_t>(at.gpu)];
    const Choice &cpu = ct.cpus[static_cast<std::size_t>(at.cpu)];
    const Choice &dimm = ct.dimms[static_cast<std::size_t>(at.dimm)];
    const Choice &drive = ct.drives[static_cast<std::size_t>(at.drive)];
    const Choice &nic = ct.nics[static_cast<std::size_t>(at.nic)];
    for (std::size_t pi = 0; pi < ct.psus.size(); ++pi) {
        const Choice &psu = ct.psus[pi];
        ++w.evaluated;
        CandidateFigures f;
        const Psu &psuPart = t.catalog->psus[static_cast<std::size_t>(psu.part)];
        if (judge(t, ct, g, cpu, dimm, drive, nic, psu, psuPart, f) != Reject::None)
            continue;
        ++w.feasible;
        at.psu = static_cast<int>(pi);
        insertIntoFront(w.front,
                        Point{f.priceEur, g.throughput, f.wallW,
                              g.count + cpu.count + dimm.count + drive.count + nic.count + psu.count, at});
    }
}

// One chassis x GPU choice, every candidate below it.
void searchTask(const SearchTables &t, int chassisIndex, int gpuIndex, bool prune, const Deadline &deadline,
                Worker &w)
{
    const ChassisTable &ct = t.chassis[static_cast<std::size_t>(chassisIndex)];
    const GpuChoice &g = ct.gpus[static_cast<std::size_t>(gpuIndex)];
    const std::uint64_t nPsu = ct.psus.size(), nNic = ct.nics.size() * nPsu, nDrive = ct.drives.size() * nNic,
                        nDimm = ct.dimms.size() * nDrive, nCpu = ct.cpus.size() * nDimm;
    const SpecLimits &lim = t.spec->limits;
    const double minDrivePrice = minOf(ct.drives, &Choice::priceEur),
                 minDriveW = minOf(ct.drives, &Choice::peakW);
    const double minNicPrice = minOf(ct.nics, &Choice::priceEur), minNicW = minOf(ct.nics, &Choice::peakW);
    const double minPsuPrice = minOf(ct.psus, &Choice::priceEur);
    const double minDimmPrice = minOf(ct.dimms, &Choice::priceEur),
                 minDimmW = minOf(ct.dimms, &Choice::peakW);
    // A subtree whose cheapest and least power-hungry completion already fails is skipped.
    auto hopeless = [&](double price, double dcW) {
        if (!prune)
            return false;
        const double wall = wallLowerBound(t, ct, dcW);
        if (lim.budgetEur > 0 && price * (1 - 1e-12) > lim.budgetEur)
            return true;
        const double wallLimit = lim.maxWallW > 0 && lim.maxHeatW > 0 ? std::min(lim.maxWallW, lim.maxHeatW)
                                 : lim.maxWallW > 0                   ? lim.maxWallW
                                                                      : lim.maxHeatW;
        if (wallLimit > 0 && wall * (1 - 1e-12) > wallLimit)
            return true;
        return subtreeDominated(w.front, price, g.throughput, wall);
    };
    if (prune && !g.targetsMet) {
        w.pruned += nCpu;
        return;
    }
    const double base = ct.priceEur + g.priceEur;
    for (std::size_t ci = 0; ci < ct.cpus.size(); ++ci) {
        // One CPU's subtree is the unit of work between two looks at the clock.
        if (deadline.passed())
            return;
        const Choice &cpu = ct.cpus[ci];
        if (hopeless(base + cpu.priceEur + minDimmPrice + minDrivePrice + minNicPrice + minPsuPrice,
                     g.peakW + cpu.peakW + minDimmW + minDriveW + minNicW + ct.switchW + ct.boardW)) {
            w.pruned += nDimm;
            continue;
        }
        for (std::size_t mi = 0; mi < ct.dimms.size(); ++mi) {
            const Choice &dimm = ct.dimms[mi];
            if ((prune && (dimm.channels != cpu.channels || !generationFits(cpu, dimm))) ||
                hopeless(base + cpu.priceEur + dimm.priceEur + minDrivePrice + minNicPrice + minPsuPrice,
                         g.peakW + cpu.peakW + dimm.peakW + minDriveW + minNicW + ct.switchW + ct.boardW)) {
                w.pruned += nDrive;
                continue;
            }
            for (std::size_t di = 0; di < ct.drives.size(); ++di) {
                const Choice &drive = ct.drives[di];
                if ((prune && lim.minStorageTB > 0 && drive.capacity < lim.minStorageTB) ||
                    hopeless(base + cpu.priceEur + dimm.priceEur + drive.priceEur + minNicPrice + minPsuPrice,
                             g.peakW + cpu.peakW + dimm.peakW + drive.peakW + minNicW + ct.switchW +
                                 ct.boardW)) {
                    w.pruned += nNic;
                    continue;
                }
                for (std::size_t ni = 0; ni < ct.nics.size(); ++ni) {
                    const Choice &nic = ct.nics[ni];
                    if ((prune && lim.minNetworkGbps > 0 && nic.capacity < lim.minNetworkGbps) ||
                        hopeless(base + cpu.priceEur + dimm.priceEur + drive.priceEur + nic.priceEur +
                                     minPsuPrice,
                                 g.peakW + cpu.peakW + dimm.peakW + drive.peakW + nic.peakW + ct.switchW +
                                     ct.boardW)) {
                        w.pruned += nPsu;
                        continue;
                    }
                    judgePsuChoices(t,
                                    CandidateIndex{chassisIndex, gpuIndex, static_cast<int>(ci),
                                                   static_cast<int>(mi), static_cast<int>(di),
                                                   static_cast<int>(ni), 0},
                                    w);
                }
            }
        }
    }
}

std::uint64_t taskSize(const ChassisTable &ct)
{
    return static_cast<std::uint64_t>(ct.cpus.size()) * ct.dimms.size() * ct.drives.size() * ct.nics.size() *
           ct.psus.size();
}

// One chassis x GPU choice and the size of the space below it.
struct Task {
    int chassis, gpu;
    double price;
    std::uint64_t size;
};

// Every task, cheapest chassis + GPUs first so the front fills early and dominance prunes sooner.
std::vector<Task> tasksOf(const SearchTables &tables)
{
    std::vector<Task> tasks;
    for (std::size_t c = 0; c < tables.chassis.size(); ++c) {
        const ChassisTable &ct = tables.chassis[c];
        for (std::size_t g = 0; g < ct.gpus.size(); ++g)
            tasks.push_back(
                {static_cast<int>(c), static_cast<int>(g), ct.priceEur + ct.gpus[g].priceEur, taskSize(ct)});
    }
    std::stable_sort(tasks.begin(), tasks.end(),
                     [](const Task &a, const Task &b) { return a.price < b.price; });
    return tasks;
}

// The workers' fronts merged into one, their counts added to `stats`.
std::vector<Point> mergedFront(const std::vector<Worker> &workers, OptimizeStats &stats)
{
    std::vector<Point> front;
    for (const Worker &w : workers) {
        stats.evaluated += w.evaluated;
        stats.pruned += w.pruned;
        stats.feasible += w.feasible;
        for (const Point &p : w.front)
            insertIntoFront(front, p);
    }
    return front;
}

void orderFront(std::vector<Point> &front, Objective objective)
{
    std::sort(front.begin(), front.end(), [objective](const Point &a, const Point &b) {
        switch (objective) {
        case Objective::Throughput:
            if (a.throughput != b.throughput)
                return a.throughput > b.throughput;
            break;
        case Objective::Power:
            if (a.wall != b.wall)
                return a.wall < b.wall;
            break;
        case Objective::Pareto:
        case Objective::Price:
            break;
        }
        if (a.price != b.price)
            return a.price < b.price;
        if (a.throughput != b.throughput)
            return a.throughput > b.throughput;
        if (a.wall != b.wall)
            return a.wall < b.wall;
        return representsTie(a, b);
    });
}

} // namespace

OptimizeOutcome optimize(const OptimizeSpec &spec, const CatalogSnapshot &catalog,
                         const OptimizeControl &control)
{
    using Clock = std::chrono::steady_clock;
    OptimizeOutcome out;
    const auto t0 = Clock::now();
    const SearchTables tables = buildSearchTables(spec, catalog);
    out.notes = tables.notes;
    out.error = tables.error;
    if (!out.error.empty())
        return out;
    const auto t1 = Clock::now();
    out.stats.tableSeconds = std::chrono::duration<double>(t1 - t0).count();

    const std::vector<Task> tasks = tasksOf(tables);
    for (const Task &task : tasks)
        out.stats.spaceSize += task.size;

    unsigned threads =
        control.threads > 0 ? control.threads : std::max(1u, std::thread::hardware_concurrency());
    threads = std::max(
        1u, std::min<unsigned>(threads, static_cast<unsigned>(std::max<std::size_t>(1, tasks.size()))));
    out.stats.threads = threads;
    std::vector<Worker> workers(threads);
    std::atomic<std::size_t> next{0};
    std::atomic<std::uint64_t> done{0};
    const Deadline deadline(control.timeLimitSeconds);
    std::mutex progressMutex;
    auto run = [&](Worker &w) {
        for (std::size_t i = next++; i < tasks.size(); i = next++) {
            if ((control.cancel && control.cancel->load()) || deadline.passed())
                return;
            searchTask(tables, tasks[i].chassis, tasks[i].gpu, control.prune, deadline, w);
            if (deadline.passed())
                return; // this task was cut short: it does not count as searched
            const std::uint64_t d = done += tasks[i].size;
            if (control.progress && out.stats.spaceSize > 0) {
                const std::lock_guard<std::mutex> lock(progressMutex);
                control.progress(double(d) / double(out.stats.spaceSize));
            }
        }
    };
    std::vector<std::thread> pool;
    for (unsigned i = 1; i < threads; ++i)
        pool.emplace_back(run, std::ref(workers[i]));
    run(workers[0]);
    for (std::thread &th : pool)
        th.join();
    out.stats.seconds = std::chrono::duration<double>(Clock::now() - t1).count();
    if (control.cancel && control.cancel->load()) {
        out.cancelled = true;
        return out;
    }
    if (deadline.passed()) {
        out.timedOut = true;
        out.searchedShare = out.stats.spaceSize > 0 ? double(done.load()) / double(out.stats.spaceSize) : 0;
        out.notes.push_back(timeLimitNote(control.timeLimitSeconds, out.searchedShare));
    }

    std::vector<Point> front = mergedFront(workers, out.stats);
    orderFront(front, spec.objective);
    out.frontSize = static_cast<int>(front.size());
    if (spec.maxResults > 0 && front.size() > static_cast<std::size_t>(spec.maxResults))
        front.resize(static_cast<std::size_t>(spec.maxResults));

    // Every result is re-evaluated with the full evaluator; its figures are the ones reported.
    for (const Point &p : front)
        out.results.push_back(describeResult(tables, p.index));
    return out;
}

} // namespace np
