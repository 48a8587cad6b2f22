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

# ---- the world's step: a header, the obstacles, the bodies (fuzz_world.c's
# decode_scene). Every continuous value is a 16-bit fraction of its range.
RESOLVER = {"centres": 0, "impulses": 1, "friction": 2}
WALL = {"none": 0, "plane": 1, "box": 2}
SHAPE = {"sphere": 0, "capsule": 1, "box": 2}

def frac(v, lo, hi):
    return struct.pack("<H", max(0, min(65535, round((v - lo) / (hi - lo) * 65535))))

def logfrac(v, lo, hi):
    return frac(math.log(v / lo), 0.0, math.log(hi / lo))

def world_body(kind, sizes, mass, e=0.3, mu=0.5, quaternion=I, offset=(0, 0, 0),
               v=(0, 0, 0), w=(0, 0, 0)):
    sizes = list(sizes) + [0.1] * (3 - len(sizes))
    data = bytes([SHAPE[kind]]) + b"".join(logfrac(s, 0.05, 0.5) for s in sizes)
    data += logfrac(mass, 0.1, 100.0) + frac(e, 0, 1) + frac(mu, 0, 1)
    data += b"".join(frac(q, -1, 1) for q in quaternion)
    data += b"".join(frac(o, -1, 1) for o in offset)
    data += b"".join(frac(x, -5, 5) for x in v) + b"".join(frac(x, -10, 10) for x in w)
    return data

def world(name, resolver, bodies, dt=0.01, steps=200, iterations=8, g=9.81,
          walls=("plane",) * 4, obstacles=(), small=None, extra_room=1.0):
    # obstacles: (half extents, (x, z) as fractions of the room, yaw)
    walls_byte = sum(WALL[wall] << 2 * i for i, wall in enumerate(walls))
    layout = len(obstacles) | (12 if small else 0)
    data = bytes([RESOLVER[resolver]]) + logfrac(dt, 0.001, 0.02)
    data += bytes([round((steps - 100) * 255 / 200), iterations - 1, round(g / 20 * 255),
                   walls_byte, layout])
    data += bytes([(small[0] - 1) if small else 0, (small[1] - 1) if small else 0])
    data += frac(extra_room, 0, 4) + bytes([len(bodies) - 1])
    for half, (x, z), yaw in obstacles:
        data += b"".join(logfrac(h, 0.1, 1.0) for h in half)
        data += frac(x, -1, 1) + frac(z, -1, 1) + frac(yaw, 0, math.pi)
    write("corpus/world", name, data + b"".join(bodies))

W = "corpus/world"
for r in RESOLVER:
    world(f"sphere-drop-{r}", r, [world_body("sphere", [0.2], 1.0, e=0.5)])
    world(f"box-tumble-{r}", r, [world_body("box", [0.3, 0.1, 0.2], 2.0, quaternion=about((1, 1, 0), 30), v=(1, 2, 0), w=(3, -2, 5))])
    mixed = [world_body(("sphere", "capsule", "box")[i % 3], [0.1 + 0.02 * i, 0.15, 0.12], 0.5 + i,
                        e=(i % 4) / 4, mu=0.3 + 0.04 * i, quaternion=about((0, 0, 1), 11 * i),
                        offset=(0.3, -0.5, 0.2), v=(i % 5 - 2, 0, 2 - i % 3), w=(i % 7 - 3, 1, 0))
             for i in range(16)]
    world(f"sixteen-{r}", r, mixed, steps=300, walls=("plane", "box", "box", "plane"),
          obstacles=[((0.5, 0.3, 0.4), (0.2, -0.3), 0.4)])
world("heavy-on-light", "friction", [world_body("capsule", [0.05, 0.3], 100.0, v=(0, -5, 0), w=(0, 0, 10)),
                                      world_body("sphere", [0.05], 0.1, v=(-5, -5, 0))],
      dt=0.02, steps=300, walls=("box",) * 4)
world("billiards", "impulses", [world_body("sphere", [0.1 + 0.01 * i], 1.0, e=1.0, mu=0.0,
                                           v=(5 - i % 10, 0, i % 3 - 1)) for i in range(12)],
      g=0.0, steps=300, walls=("box", "plane", "box", "plane"), extra_room=0.0)
world("obstacles", "impulses", [world_body("box", [0.2, 0.2, 0.2], 5.0, v=(2, 0, 1)) for _ in range(6)],
      walls=("none", "box", "none", "box"),
      obstacles=[((1.0, 0.2, 1.0), (0, 0), 0.0), ((0.3, 0.8, 0.3), (0.5, 0.5), 1.0),
                 ((0.6, 0.1, 0.2), (-0.5, 0.2), 2.0)])
world("small-room", "friction", [world_body("sphere", [0.2], 1.0) for _ in range(8)],
      small=(3, 2), steps=300)
world("fine-step", "centres", [world_body("box", [0.4, 0.05, 0.4], 10.0, e=1.0, v=(0, -5, 0), w=(10, 0, 0))],
      dt=0.001, steps=300)
