#!/usr/bin/env python3
"""seeds.py: write the fuzz targets' seed corpus (tests/fuzz/corpus/) and the
reproducers of known findings (tests/fuzz/findings/), in the encodings that
fuzz_cli.c and fuzz_collide.c decode. Run from the top of the repository;
the files it writes are committed."""
import math, os, struct

HERE = os.path.dirname(os.path.abspath(__file__))

def write(folder, name, data):
    os.makedirs(os.path.join(HERE, folder), exist_ok=True)
    with open(os.path.join(HERE, folder, name), "wb") as f:
        f.write(data)

# ---- the command line: a flags byte, then NUL-separated arguments;
# "\x01" + chr(k) is fixture path k of fuzz_cli.c.
FIXTURE = {name: i for i, name in enumerate([
    "file.csv", "read-only.csv", "folder", "folder/new.csv", "link.csv", "dangling.csv",
    "folder-link", "folder-link/x.csv", "device", "new.csv", "nosuch/x.csv",
    "file.csv/x.csv", "folder/", ".", "..", "alpha", "--out", "--set", "run", "steps=3"])}

def fx(name):
    return "\x01" + chr(FIXTURE[name])

def cli(name, args, closed=False):
    data = bytes([1 if closed else 0]) + "\0".join(args).encode("latin-1")
    write("corpus/cli", name, data)

cli("list", ["list"])
cli("help", ["help", "alpha"])
cli("help-latex", ["help", "--latex", "beta"])
cli("run-stdout", ["run", "alpha", "--set", "steps=3"])
cli("run-new-file", ["run", "alpha", "--set", "steps=3", "--out", fx("new.csv")])
cli("run-existing", ["run", "alpha", "--set", "x=-2.5e-1", "--set", "mode=wild", "--out", fx("file.csv")])
cli("run-link", ["run", "alpha", "--out", fx("link.csv")])
cli("run-dangling", ["run", "alpha", "--out", fx("dangling.csv")])
cli("run-read-only", ["run", "beta", "--set", "n=-5", "--out", fx("read-only.csv")])
cli("run-device", ["run", "beta", "--out", fx("device")])
cli("run-folder", ["run", "alpha", "-o", fx("folder")])
cli("run-in-folder", ["run", "alpha", "-o", fx("folder/new.csv")])
cli("run-no-folder", ["run", "alpha", "--out=" + fx("nosuch/x.csv")])
cli("run-hex", ["run", "alpha", "--set", "dt=0x1p-7"])
cli("run-bad-option", ["run", "-xy", "alpha"])
cli("run-closed", ["run", "alpha"], closed=True)
cli("list-extra", ["list", "extra\nline"])

# ---- the narrow phase: a scale, then two shapes, each a kind byte, three
# lengths, a position in units of the scale and a quaternion (x, y, z, w).
KIND = {"sphere": 0, "capsule": 1, "box": 2, "plane": 3}

def u16_length(x):  # 10^(-2 + 4 u / 65535) m
    return max(0, min(65535, round((math.log10(x) + 2.0) / 4.0 * 65535)))

def u16_signed(v):  # in [-1, 1], 0 exactly
    return max(0, min(65535, round(v * 32767.0 + 32768.0)))

def shape(kind, sizes, position, quaternion, scale):
    sizes = list(sizes) + [1.0] * (3 - len(sizes))
    data = bytes([KIND[kind]])
    data += b"".join(struct.pack("<H", u16_length(s)) for s in sizes)
    data += b"".join(struct.pack("<H", u16_signed(p / scale)) for p in position)
    data += b"".join(struct.pack("<H", u16_signed(q)) for q in quaternion)
    return data

def scene(folder, name, scale, a, b):
    write(folder, name, struct.pack("<H", u16_length(scale)) + shape(*a, scale) + shape(*b, scale))

I = (0, 0, 0, 1)
def about(axis, degrees):
    s, c = math.sin(math.radians(degrees) / 2), math.cos(math.radians(degrees) / 2)
    return tuple(s * a for a in axis) + (c,)

C = "corpus/collide"
scene(C, "sphere-sphere", 2, ("sphere", [1], (0, 0, 0), I), ("sphere", [0.5], (1.4, 0, 0), I))
scene(C, "sphere-capsule", 2, ("sphere", [1], (0, 0, 0), I), ("capsule", [0.5, 1], (1.3, 0.5, 0), about((0, 0, 1), 30)))
scene(C, "sphere-box", 2, ("sphere", [0.5], (0.9, 0.9, 0), I), ("box", [0.5, 0.5, 0.5], (0, 0, 0), I))
scene(C, "sphere-plane", 2, ("sphere", [1], (0, 0.9, 0), I), ("plane", [1], (0, 0, 0), I))
scene(C, "capsule-capsule-cross", 2, ("capsule", [0.5, 1], (0, 0, 0), I), ("capsule", [0.5, 1], (0, 0, 0.9), about((1, 0, 0), 90)))
scene(C, "capsule-capsule-parallel", 2, ("capsule", [0.5, 1], (0, 0, 0), I), ("capsule", [0.5, 1], (0.9, 0.5, 0), I))
scene(C, "capsule-box-face", 2, ("capsule", [0.3, 1], (0, 0.8, 0), about((0, 0, 1), 90)), ("box", [1, 0.5, 1], (0, 0, 0), I))
scene(C, "capsule-box-edge", 2, ("capsule", [0.3, 1], (0.75, 0.75, 0), about((1, 0, 0), 90)), ("box", [0.5, 0.5, 0.5], (0, 0, 0), I))
scene(C, "capsule-plane", 2, ("capsule", [0.5, 1], (0, 0.4, 0), about((0, 0, 1), 80)), ("plane", [1], (0, 0, 0), I))
scene(C, "box-box-face", 2, ("box", [0.5, 0.5, 0.5], (0, 0, 0), I), ("box", [0.5, 0.5, 0.5], (0.2, 0.95, 0.1), about((0, 1, 0), 20)))
scene(C, "box-box-edge", 2, ("box", [0.5, 0.5, 0.5], (0, 0, 0), about((0, 0, 1), 45)), ("box", [0.5, 0.5, 0.5], (0, 1.2, 0), about((1, 0, 0), 45)))
scene(C, "box-plane", 2, ("box", [0.5, 0.2, 0.8], (0, 0.1, 0), about((1, 1, 0), 30)), ("plane", [1], (0, 0, 0), I))
scene(C, "long-box-capsule", 2, ("box", [0.05, 0.05, 1.5], (0, 0, 0), I), ("capsule", [0.05, 0.2], (0.09, 0, 0), I))

# ---- known findings, kept as reproducers until the chapter fixes them
F = "findings/collide"
# Issue 15: a capsule crossing a long box; the contact point lands near x = 50 m.
scene(F, "capsule-box-far-point", 100,
      ("capsule", [1.35, 1.35], (0, 0, 0), about((1, 0, 0), 45)),
      ("box", [0.75, 0.75, 100], (0, 0, 0), (0.5, 0.5, 0.5, 0.5)))
