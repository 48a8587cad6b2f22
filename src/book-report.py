#!/usr/bin/env python3
"""book-report.py SOURCE_DIR BUILD_DIR [--check] [--chunks=N,...]

Measure the book's form, per chapter, and print a Markdown table:

  printed code lines by kind, counted in chapters/*.nw over the chunks the
  book prints (src/weave-rule.awk keeps the others off the page):
    engine      chunks tangled into include/ or src/ (the engine itself),
    experiment  chunks tangled into experiments/ (the scenes and their loops),
    check       the printed parts of tests/ roots that assert something
                (contain IMP_CHECK_...),
    bench       chunks tangled into bench/ (benchmark programs),
    scaffolding printed chunks that should not be: a printed part of a check
                that asserts nothing (helpers, tables, set-up), an
                experiment's parameter, column or registration table, a chunk
                used only by the registry;
  engine %      the engine's share of the printed code;
  diagrams      \\diagramfigure{...} plus scene pictures (\\experimentfigure of
                a plot whose script has a line beginning "# scene");
  plots         the other \\experimentfigure{...} (data plots);
  thin pages    pages of the chapter less than a third full that are not its
                last page (pdftotext -bbox-layout: the lowest line of text);
  index         entries the chapter adds to the identifier index (public
                "@ %def" names of printed chunks), and in brackets the
                non-public names its "@ %def" lines still list (not indexed);
  subjects      the chapter's \\index{...} entries (the index of subjects);
  never used    "never used" labels in the chapter's pages.

With --check, also assert what must hold for the whole book, and exit 1 if
it does not: no "never used" label anywhere; every identifier-index entry a
public name (imp_..., IMP_...); no chunk printed with a false "not used";
every check that book/errata.tex names (\\chk{chNN.name}) is a check of the
chapter's program (BUILD_DIR/chNN_* --list); and every chapter meets the
form's targets: engine code at least 60% of the printed code (where it has
engine code), no page less than a third full but its last, two or more
diagrams. --chunks=3,4 first lists the printed
chunks of chapters 3 and 4 with the kind each is counted as.
"""
import collections
import os
import re
import subprocess
import sys

HIDDEN_PREFIX = "scaffold: "


def hidden(name):
    """src/weave-rule.awk's rule, but for the chunks that end up in the
    registry alone, which code_report hides by following the uses."""
    return (name.startswith(HIDDEN_PREFIX) or name.startswith("tests/")
            or name == "experiments/registry.c")


def public(name):
    return name.startswith("imp_") or name.startswith("IMP_")


CHUNK_DEF = re.compile(r"^<<(.+)>>=\s*$")
CHUNK_USE = re.compile(r"(?<!@)<<(.+?)>>(?!=)")
TABLE = re.compile(r"\b(imp_param|imp_column|imp_experiment)\s+\w+\s*(\[|=)")


class Chunk:
    def __init__(self, name, chapter):
        self.name, self.chapter, self.lines, self.defs = name, chapter, [], []


def parse(path, chapter):
    """The code chunks of one .nw file, in order, and its \\chapter title."""
    chunks, title, current = [], None, None
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            m = CHUNK_DEF.match(line)
            if m:
                current = Chunk(m.group(1), chapter)
                chunks.append(current)
                continue
            if line.startswith("@") and not line.startswith("@<<"):
                if line.startswith("@ %def") and chunks:
                    chunks[-1].defs += line.split()[2:]
                current = None
                continue
            if current is not None:
                current.lines.append(line)
            elif title is None:
                t = re.match(r"\\chapter\*?\{([^}]*)\}", line)
                if t:
                    title = t.group(1)
    return chunks, title


def kinds_of_roots(roots):
    kinds = set()
    for r in roots:
        if r.startswith("include/") or r.startswith("src/"):
            kinds.add("engine")
        elif r == "experiments/registry.c":
            kinds.add("registry")
        elif r.startswith("experiments/"):
            kinds.add("experiment")
        elif r.startswith("bench/"):
            kinds.add("bench")
        elif r.startswith("tests/"):
            kinds.add("check")
    return kinds


def classify(chunk, kinds):
    text = "\n".join(chunk.lines)
    for k in ("engine", "experiment", "bench"):
        if k in kinds:
            if k == "experiment" and TABLE.search(text):
                return "scaffolding"
            return k
    if "check" in kinds:
        return "check" if "IMP_CHECK" in text else "scaffolding"
    if "registry" in kinds:
        return "scaffolding"
    return "engine"  # not reachable from a root: counted with the engine


def code_report(src):
    chapter_files = sorted(f for f in os.listdir(os.path.join(src, "chapters"))
                           if re.match(r"\d\d-.*\.nw$", f))
    chunks, titles = [], []
    for i, f in enumerate(chapter_files, 1):
        c, t = parse(os.path.join(src, "chapters", f), i)
        chunks += c
        titles.append((i, f, t or f))
    users = collections.defaultdict(set)
    for c in chunks:
        for line in c.lines:
            for u in CHUNK_USE.findall(line):
                users[u].add(c.name)
    memo = {}

    def roots(name, seen=()):
        if name in memo:
            return memo[name]
        if name not in users:
            return {name}
        out = set()
        for u in users[name]:
            if u not in seen:
                out |= roots(u, seen + (name,))
        memo[name] = out
        return out

    def gathers_only_hidden(c):
        """weave-rule.awk's root that holds nothing but uses of hidden chunks."""
        body = [l for l in c.lines if l.strip()]
        return (c.name not in users and body != []
                and all(CHUNK_USE.fullmatch(l.strip()) and hidden(l.strip()[2:-2]) for l in body))

    rows = {}
    for i, f, t in titles:
        rows[i] = collections.Counter()
    for c in chunks:
        row = rows[c.chapter]
        if (hidden(c.name) or roots(c.name) == {"experiments/registry.c"}
                or gathers_only_hidden(c)):
            row["hidden"] += len(c.lines)
            continue
        kind = classify(c, kinds_of_roots(roots(c.name)))
        if c.chapter in LIST_CHUNKS:
            print(f"chapter {c.chapter}: {kind:11} {len(c.lines):4}  <<{c.name}>>")
        row[kind] += len(c.lines)
        row["index"] += sum(1 for d in c.defs if public(d))
        row["nonpublic"] += sum(1 for d in c.defs if not public(d))
    return titles, rows


def figure_report(src, titles):
    plots = os.path.join(src, "plots")
    out = {}
    for i, f, t in titles:
        text = open(os.path.join(src, "chapters", f), encoding="utf-8").read()
        diagrams = len(re.findall(r"\\diagramfigure\{", text))
        scenes = data = 0
        for name in re.findall(r"\\experimentfigure\{([^}]*)\}", text):
            script = os.path.join(plots, name + ".gp")
            scene = False
            if os.path.exists(script):
                scene = any(l.startswith("# scene") for l in open(script, encoding="utf-8"))
            if scene:
                scenes += 1
            else:
                data += 1
        out[i] = (diagrams + scenes, data, len(re.findall(r"\\index\{", text)))
    return out


TOP, BOTTOM = 70.87, 841.89 - 70.87    # the text block of book/preamble.tex (25 mm margins)


def page_report(pdf):
    """Per physical page: (fill fraction, opens a chapter?, text)."""
    html = subprocess.run(["pdftotext", "-bbox-layout", pdf, "-"], capture_output=True,
                          text=True, check=True).stdout
    pages = []
    for page in re.findall(r"<page .*?</page>", html, re.S):
        lowest, opens, words, first = TOP, False, [], None
        for y0, y1, body in re.findall(
                r'<line xMin="[^"]*" yMin="([^"]*)" xMax="[^"]*" yMax="([^"]*)">(.*?)</line>',
                page, re.S):
            y0, y1 = float(y0), float(y1)
            text = " ".join(re.findall(r">([^<]*)</word>", body))
            if y0 < TOP - 5 or y0 > BOTTOM:   # running head, page number
                continue
            lowest = max(lowest, y1)
            words.append(text)
            if first is None or y0 < first[0]:
                first = (y0, y1)
        # a chapter opens with its title in \huge, set lower than a page's
        # first line of text (book class: 50pt of space above)
        opens = first is not None and first[1] - first[0] > 17 and 100 < first[0] < 200
        pages.append(((lowest - TOP) / (BOTTOM - TOP), opens, " ".join(words)))
    return pages


def chapter_pages(pages, titles):
    """Map each chapter to its physical pages, by the pages that open chapters."""
    starts = [p for p, (_, opens, _) in enumerate(pages) if opens]
    spans = {}
    for i, f, t in titles:
        key = re.sub(r"\s+", " ", t).strip().lower()
        for n, s in enumerate(starts):
            if pages[s][2].startswith(f"Chapter {i} ") and key[:25] in pages[s][2].lower():
                end = starts[n + 1] if n + 1 < len(starts) else len(pages)
                spans[i] = (s, end)
                break
    return spans, starts


LIST_CHUNKS = set()


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    check = "--check" in sys.argv
    for a in sys.argv[1:]:
        if a.startswith("--chunks="):   # --chunks=3,4: list each printed chunk's kind
            LIST_CHUNKS.update(int(n) for n in a[9:].split(","))
    if len(args) != 2:
        sys.exit(__doc__)
    src, build = args
    titles, rows = code_report(src)
    figures = figure_report(src, titles)
    pdf = os.path.join(build, "book", "impulse.pdf")
    pages = page_report(pdf) if os.path.exists(pdf) else []
    spans, starts = chapter_pages(pages, titles) if pages else ({}, [])

    print("| chapter | printed code lines | engine | experiment | check | bench "
          "| scaffolding | engine % | diagrams | plots | thin pages | index (non-public %def) "
          "| subjects | never used |")
    print("|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|--:|--:|--:|")
    total = collections.Counter()
    never_total = 0
    thin_total = 0
    missed = []  # the form's targets a chapter misses
    for i, f, t in titles:
        r = rows[i]
        printed = sum(r[k] for k in ("engine", "experiment", "check", "bench", "scaffolding"))
        share = f"{100 * r['engine'] / printed:.0f}" if printed else "-"
        thin, never = [], 0
        if i in spans:
            s, e = spans[i]
            for p in range(s, e):
                fill, _, text = pages[p]
                never += text.count("never used")
                if fill < 1 / 3 and p + 1 < e:
                    thin.append(f"{p + 1} ({100 * fill:.0f}%)")
        never_total += never
        thin_total += len(thin)
        if r["engine"] and r["engine"] < 0.6 * printed:
            missed.append(f"chapter {i}: engine code {share}% of the printed code (target 60%)")
        if thin:
            missed.append(f"chapter {i}: pages less than a third full: {', '.join(thin)}")
        if figures[i][0] < 2:
            missed.append(f"chapter {i}: {figures[i][0]} diagrams (target 2 or more)")
        total.update(r)
        total["printed"] += printed
        print(f"| {i} {t} | {printed} | {r['engine']} | {r['experiment']} | {r['check']} "
              f"| {r['bench']} | {r['scaffolding']} | {share} | {figures[i][0]} | {figures[i][1]} "
              f"| {', '.join(thin) if thin else '0'} | {r['index']} ({r['nonpublic']}) "
              f"| {figures[i][2]} | {never} |")
    printed = total["printed"]
    share = f"{100 * total['engine'] / printed:.0f}" if printed else "-"
    print(f"| all | {printed} | {total['engine']} | {total['experiment']} | {total['check']} "
          f"| {total['bench']} | {total['scaffolding']} | {share} "
          f"| {sum(f[0] for f in figures.values())} | {sum(f[1] for f in figures.values())} "
          f"| {thin_total} | {total['index']} ({total['nonpublic']}) "
          f"| {sum(f[2] for f in figures.values())} | {never_total} |")
    print()
    print(f"Thin pages are physical page numbers of {pdf} (pdfinfo counts {len(pages)});"
          " code lines hidden from the page (scaffolding tangled but not printed): "
          f"{total['hidden']}.")

    if not check:
        return
    failures = list(missed)
    if not pages:
        failures.append(f"no PDF at {pdf}")
    all_never = sum(text.count("never used") for _, _, text in pages)
    if all_never:
        failures.append(f"{all_never} \"never used\" labels in the book")
    if any("Root chunk (not used" in text for _, _, text in pages):
        failures.append("a chunk is labelled \"not used in this document\"")
    woven = os.path.join(build, "book", "chapters.tex")
    if os.path.exists(woven):
        entries = re.findall(r"^\\nwixlogsorted\{i\}\{.*\}\{([^{}]*)\}\}%?$",
                             open(woven, encoding="utf-8").read(), re.M)
        bad = [e for e in entries if not (e.startswith("imp:un") or e.startswith("IMP:un"))]
        if bad:
            failures.append(f"{len(bad)} identifier-index entries are not public API: "
                            + ", ".join(bad[:10]))
        if not entries:
            failures.append("the identifier index is empty")
    else:
        failures.append(f"no woven chapters at {woven}")
    # every check the errata table names must exist: chNN.name, where name is
    # in the list the chapter's check program prints
    errata = os.path.join(src, "book", "errata.tex")
    named = set(re.findall(r"\\chk\{(ch\d\d)\.([^}]*)\}", open(errata, encoding="utf-8").read()))
    known = set()
    for program in os.listdir(build):
        m = re.match(r"(ch\d\d)_\w+$", program)
        path = os.path.join(build, program)
        if m and os.access(path, os.X_OK) and os.path.isfile(path):
            listed = subprocess.run([path, "--list"], capture_output=True, text=True).stdout
            known |= {(m.group(1), name) for name in listed.split()}
    missing = sorted(f"{c}.{n}" for c, n in named - known)
    if missing:
        failures.append("book/errata.tex names checks that do not exist: " + ", ".join(missing))
    for f in failures:
        print("FAIL:", f)
    if failures:
        sys.exit(1)
    print("ok: no \"never used\" label, no false \"not used\", identifier index public API only, "
          f"the {len(named)} checks the errata table names exist")


if __name__ == "__main__":
    main()
