#line 2700 "chapters/09-broadphase.nw"
/* tree.c: the dynamic AABB tree (chapter 9). */
#include <imp/tree.h>

#include <math.h>
#include <stdlib.h>
#include <string.h>

#line 4175 "chapters/09-broadphase.nw"
typedef struct pair_finds {
  imp_tree_pair *slots;   /* the free storage after the kept pairs */
  size_t used, capacity;
  bool full;
} pair_finds;

static pair_finds kept_finds(const imp_tree *t);
static void query_leaf(const imp_tree *t, uint32_t node, uint32_t leaf, const imp_aabb *box,
                       pair_finds *f);
static imp_status update_kept(imp_tree *t, const imp_aabb *boxes, pair_finds *f);
static void every_fat_pair(const imp_tree *t, pair_finds *f);
static bool grid_pairs(imp_tree *t, size_t count, void *scratch, size_t bytes, pair_finds *f,
                       bool tested);
static void sort_by_key(imp_tree_pair *pairs, imp_tree_pair *scratch, size_t count,
                        unsigned bits);
#line 2715 "chapters/09-broadphase.nw"
imp_status imp_tree_init(imp_tree *tree, imp_tree_node *storage, size_t capacity,
                         float margin) {
  if (!(margin >= 0.0f) || !isfinite(margin) || capacity > INT32_MAX ||
      (capacity > 0 && !storage))
    return IMP_BAD_VALUE;
  *tree = (imp_tree){.nodes = storage, .capacity = capacity, .margin = margin,
                     .root = IMP_TREE_NONE, .free = IMP_TREE_NONE};
  for (size_t i = 2 * capacity; i-- > capacity;) { /* free list in index order */
    storage[i].child[0] = tree->free;
    storage[i].height = -1;
    tree->free = (uint32_t)i;
  }
  return IMP_OK;
}
#line 2735 "chapters/09-broadphase.nw"
static bool is_leaf(const imp_tree *t, uint32_t node) { return node < t->capacity; }

/* Half the surface area, with each side capped at 10^18 m so that the box of
 * a half-space has a large finite area, not an infinite one (see the text). */
static float half_area(const imp_aabb *b) {
  float e[3];
  for (int k = 0; k < 3; k++) { /* inf - inf = NaN, which the cap replaces too */
    e[k] = b->max[k] - b->min[k];
    e[k] = e[k] < 1e18f ? e[k] : 1e18f;
  }
  return e[0] * e[1] + e[1] * e[2] + e[2] * e[0];
}

static void refit(imp_tree *t, uint32_t node) {
  imp_tree_node *n = &t->nodes[node], *a = &t->nodes[n->child[0]], *b = &t->nodes[n->child[1]];
  for (int k = 0; k < 3; k++) { /* imp_aabb_union's comparisons, where they inline */
    n->box.min[k] = b->box.min[k] < a->box.min[k] ? b->box.min[k] : a->box.min[k];
    n->box.max[k] = b->box.max[k] > a->box.max[k] ? b->box.max[k] : a->box.max[k];
  }
  n->height = 1 + (a->height > b->height ? a->height : b->height);
}

/* Make to take from's place under from's parent (or as the root). */
static void replace_child(imp_tree *t, uint32_t from, uint32_t to) {
  uint32_t parent = t->nodes[from].parent;
  t->nodes[to].parent = parent;
  if (parent == IMP_TREE_NONE)
    t->root = to;
  else
    t->nodes[parent].child[t->nodes[parent].child[1] == from] = to;
}
#line 2773 "chapters/09-broadphase.nw"
enum { LEAN = 3 }; /* most a node's children's heights may differ by */

static uint32_t balance(imp_tree *t, uint32_t a) { /* both children balanced */
  imp_tree_node *n = t->nodes;
  if (is_leaf(t, a)) return a;
  int d = n[n[a].child[1]].height - n[n[a].child[0]].height;
  if (d >= -LEAN && d <= LEAN) return a;
  int tall = d > 0;                 /* which child, C, is the taller */
  uint32_t c = n[a].child[tall];
  uint32_t f = n[c].child[0], g = n[c].child[1];
  if (n[g].height > n[f].height) { /* f: the taller grandchild, lifted */
    uint32_t swap = f;
    f = g, g = swap;
  }
  replace_child(t, a, c);           /* C takes A's place */
  n[c].child[0] = a, n[c].child[1] = f;
  n[a].parent = c, n[f].parent = c;
  n[a].child[tall] = g, n[g].parent = a;
  refit(t, a);
  balance(t, a); /* A may still lean, by at most one less than before */
  refit(t, c);
  return c;
}

/* Swap a child B of node A with a grandchild F under A's other child C when
 * that shrinks C's box most, and keeps every lean within LEAN. */
static void shrink(imp_tree *t, uint32_t a) {
  imp_tree_node *n = t->nodes;
  if (is_leaf(t, a)) return;
  float best = 0.0f;
  int best_side = -1, best_k = -1;
  for (int side = 0; side < 2; side++) {
    uint32_t b = n[a].child[side], c = n[a].child[1 - side];
    if (is_leaf(t, c)) continue;
    for (int k = 0; k < 2; k++) { /* B and F = C's child k change places */
      uint32_t f = n[c].child[k], g = n[c].child[1 - k];
      int hb = n[b].height, hg = n[g].height, hc = 1 + (hb > hg ? hb : hg);
      if (abs(hb - hg) > LEAN || abs(hc - n[f].height) > LEAN) continue;
      imp_aabb joined;
      imp_aabb_union(&n[b].box, &n[g].box, &joined);
      float gain = half_area(&n[c].box) - half_area(&joined);
      if (gain > best) best = gain, best_side = side, best_k = k;
    }
  }
  if (best_side < 0) return;
  uint32_t b = n[a].child[best_side], c = n[a].child[1 - best_side];
  uint32_t f = n[c].child[best_k];
  n[a].child[best_side] = f, n[f].parent = a;
  n[c].child[best_k] = b, n[b].parent = c;
  refit(t, c);
}

/* Mend boxes and heights from node up to the root, balancing on the way. */
static void walk_up(imp_tree *t, uint32_t node) {
  while (node != IMP_TREE_NONE) {
    node = balance(t, node);
    shrink(t, node);
    refit(t, node);
    node = t->nodes[node].parent;
  }
}
#line 2840 "chapters/09-broadphase.nw"
static uint32_t cheapest_sibling(const imp_tree *t, const imp_aabb *box) {
  const imp_tree_node *n = t->nodes;
  uint32_t at = t->root;
  while (!is_leaf(t, at)) {
    imp_aabb joined;
    imp_aabb_union(&n[at].box, box, &joined);
    float here = 2.0f * half_area(&joined);             /* stop: a new parent */
    float inherited = 2.0f * (half_area(&joined) - half_area(&n[at].box));
    float down[2];
    for (int k = 0; k < 2; k++) {
      uint32_t c = n[at].child[k];
      imp_aabb_union(&n[c].box, box, &joined);
      down[k] = half_area(&joined) + inherited - (is_leaf(t, c) ? 0.0f : half_area(&n[c].box));
    }
    if (here < down[0] && here < down[1]) break;
    at = n[at].child[down[1] < down[0]];
  }
  return at;
}

static void insert_leaf(imp_tree *t, uint32_t leaf) {
  imp_tree_node *n = t->nodes;
  n[leaf].height = 0; /* child[0], its box's index, stays */
  n[leaf].child[1] = IMP_TREE_NONE;
  if (t->root == IMP_TREE_NONE) {
    t->root = leaf;
    n[leaf].parent = IMP_TREE_NONE;
    return;
  }
  uint32_t sibling = cheapest_sibling(t, &n[leaf].box);
  uint32_t parent = t->free; /* there is one: at most capacity - 1 are in use */
  t->free = n[parent].child[0];
  replace_child(t, sibling, parent);
  n[parent].child[0] = sibling, n[parent].child[1] = leaf;
  n[sibling].parent = parent, n[leaf].parent = parent;
  walk_up(t, parent);
}
#line 2884 "chapters/09-broadphase.nw"
static void remove_leaf(imp_tree *t, uint32_t leaf) {
  imp_tree_node *n = t->nodes;
  n[leaf].height = -1;
  if (leaf == t->root) {
    t->root = IMP_TREE_NONE;
    return;
  }
  uint32_t parent = n[leaf].parent;
  uint32_t sibling = n[parent].child[n[parent].child[0] == leaf];
  uint32_t grandparent = n[parent].parent;
  replace_child(t, parent, sibling);
  n[parent].child[0] = t->free, n[parent].height = -1;
  t->free = parent;
  walk_up(t, grandparent);
}
#line 3031 "chapters/09-broadphase.nw"
static bool holds(const imp_aabb *outer, const imp_aabb *inner) {
  return (outer->min[0] <= inner->min[0]) & (inner->max[0] <= outer->max[0]) &
         (outer->min[1] <= inner->min[1]) & (inner->max[1] <= outer->max[1]) &
         (outer->min[2] <= inner->min[2]) & (inner->max[2] <= outer->max[2]);
}

enum { MOVE_WORDS_PER_NODE = sizeof(imp_aabb) / sizeof(uint32_t) }; /* six */

#line 2933 "chapters/09-broadphase.nw"
#if defined(__GNUC__)
#define PREFETCH(address) __builtin_prefetch(address)
#else
#define PREFETCH(address) ((void)(address))
#endif
enum { AHEAD = 16 }; /* leaves ahead whose box the pass asks for */

/* Words of the set for count boxes; the map's words follow those for capacity. */
static size_t move_words(size_t count) { return (count + 31) / 32; }

/* Word w of the spare words, in the tight box of inner node capacity + w / 6. */
static unsigned char *spare_bytes(const imp_tree *t, size_t w) {
  imp_tree_node *holder = &t->nodes[t->capacity + w / MOVE_WORDS_PER_NODE];
  return (unsigned char *)&holder->tight + sizeof(uint32_t) * (w % MOVE_WORDS_PER_NODE);
}

static uint32_t spare_word(const imp_tree *t, size_t w) {
  uint32_t bits;
  memcpy(&bits, spare_bytes(t, w), sizeof bits); /* floats' storage: no cast */
  return bits;
}

static void set_spare_word(imp_tree *t, size_t w, uint32_t value) {
  memcpy(spare_bytes(t, w), &value, sizeof value);
}

static size_t map_word(const imp_tree *t, size_t box) {
  return move_words(t->capacity) + box;
}

static bool has_moved(const imp_tree *t, uint32_t box) {
  return spare_word(t, box / 32) >> (box % 32) & 1u;
}

static void mark_moved_if(imp_tree *t, uint32_t box, bool moved) {
  set_spare_word(t, box / 32, spare_word(t, box / 32) | (uint32_t)moved << (box % 32));
}

static void mark_moved(imp_tree *t, uint32_t box) { mark_moved_if(t, box, true); }

static void mark_all(imp_tree *t, size_t count) { /* the boxes below count */
  for (size_t w = 0; w < move_words(count); w++)
    set_spare_word(t, w, count - 32 * w >= 32 ? UINT32_MAX : (1u << (count - 32 * w)) - 1);
}

/* Store the boxes as the leaves' tight boxes and mark in the move set each
 * box whose leaf's fat box does not hold it, or that is new (it takes the
 * node of its index). Returns how many are marked. */
static size_t take_boxes(imp_tree *t, const imp_aabb *boxes, size_t count) {
  size_t moving = 0;
  for (size_t w = 0; w < move_words(t->capacity); w++) set_spare_word(t, w, 0);
  for (size_t node = 0; node < t->count; node++) { /* the leaves in memory order */
    imp_tree_node *leaf = &t->nodes[node];
    if (node + AHEAD < t->count) PREFETCH(&boxes[t->nodes[node + AHEAD].child[0]]);
    uint32_t i = leaf->child[0];
    if (i >= count) continue; /* its box is gone: removed below */
    bool moved = !holds(&leaf->box, &boxes[i]);
    leaf->tight = boxes[i];
    mark_moved_if(t, i, moved), moving += moved; /* no branch: in a wave, half leave */
  }
  for (size_t i = t->count; i < count; i++) { /* new boxes */
    t->nodes[i].child[0] = (uint32_t)i, t->nodes[i].tight = boxes[i];
    set_spare_word(t, map_word(t, i), (uint32_t)i);
    mark_moved(t, (uint32_t)i), moving++;
  }
  return moving;
}

uint32_t imp_tree_leaf(const imp_tree *tree, size_t index) {
  return index < tree->count ? spare_word(tree, map_word(tree, index)) : IMP_TREE_NONE;
}
#line 3012 "chapters/09-broadphase.nw"
static void remove_box(imp_tree *t, uint32_t box, uint32_t last) {
  uint32_t node = imp_tree_leaf(t, box);
  remove_leaf(t, node);
  if (node == last) return;
  t->nodes[node] = t->nodes[last];
  replace_child(t, last, node); /* every leaf in use is in the tree */
  set_spare_word(t, map_word(t, t->nodes[node].child[0]), node);
  t->nodes[last].height = -1;
}
#line 3181 "chapters/09-broadphase.nw"
enum { RENEW_SHARE = 32 }; /* renew when more than 1/32 of the leaves leave */

#line 3207 "chapters/09-broadphase.nw"
/* Every leaf's fat box centred anew on its tight box, just taken (with
 * imp_aabb_fatten's sums), new leaves' included. */
static void recentre(imp_tree *t, size_t count) {
  size_t used = t->count > count ? t->count : count; /* nodes holding a leaf, gone or not */
  for (size_t node = 0; node < used; node++) {
    imp_tree_node *leaf = &t->nodes[node];
    if (leaf->child[0] >= count) continue; /* its box is gone */
    for (int k = 0; k < 3; k++) {
      leaf->box.min[k] = leaf->tight.min[k] - t->margin;
      leaf->box.max[k] = leaf->tight.max[k] + t->margin;
    }
  }
}
#line 3239 "chapters/09-broadphase.nw"
/* Every inner node's box anew from its children's: in the order of their
 * storage, where a build puts children before parents; then again from
 * each node whose child came later (an insertion's) up to the root. */
static void refit_all(imp_tree *t) {
  imp_tree_node *n = t->nodes;
  size_t late = 0;
  for (uint32_t i = (uint32_t)t->capacity; i < 2 * t->capacity; i++) {
    if (n[i].height <= 0) continue; /* free */
    refit(t, i);
    late += n[i].child[0] > i || n[i].child[1] > i;
  }
  for (uint32_t i = (uint32_t)t->capacity; late > 0 && i < 2 * t->capacity; i++)
    if (n[i].height > 0 && (n[i].child[0] > i || n[i].child[1] > i))
      for (uint32_t a = i; a != IMP_TREE_NONE; a = n[a].parent) refit(t, a);
}
#line 3338 "chapters/09-broadphase.nw"
/* The 10 bits of x spread to every third bit. */
static uint32_t spread(uint32_t x) {
  x &= 0x3ffu;
  x = (x | x << 16) & 0x030000ffu;
  x = (x | x << 8) & 0x0300f00fu;
  x = (x | x << 4) & 0x030c30c3u;
  x = (x | x << 2) & 0x09249249u;
  return x;
}

/* A box's centre, 0 on an axis where it is not finite (a half-space's). */
static float centre(const imp_aabb *b, int k) {
  float c = 0.5f * b->min[k] + 0.5f * b->max[k];
  return isfinite(c) ? c : 0.0f;
}

typedef struct coded_leaf { uint32_t code, leaf; } coded_leaf;

/* The codes of the leaves in nodes [0, used) whose boxes are below count,
 * their centres scaled from [lo, hi] on each axis. */
static void code_leaves(const imp_tree *t, size_t used, size_t count, const float lo[3],
                        const float hi[3], coded_leaf *out) {
  float scale[3];
  for (int k = 0; k < 3; k++) scale[k] = hi[k] > lo[k] ? 1023.0f / (hi[k] - lo[k]) : 0.0f;
  for (size_t node = 0; node < used; node++) {
    if (t->nodes[node].child[0] >= count) continue; /* its box is gone */
    uint32_t code = 0;
    for (int k = 0; k < 3; k++) { /* NaN (inf * 0) and below 0 go to 0 */
      float q = (centre(&t->nodes[node].box, k) - lo[k]) * scale[k];
      code |= spread(q > 0.0f ? (q < 1023.0f ? (uint32_t)q : 1023u) : 0u) << k;
    }
    *out++ = (coded_leaf){code, (uint32_t)node};
  }
}

/* Sort by code, ten bits a pass; returns the array that holds the result. */
static coded_leaf *sort_by_code(coded_leaf *from, coded_leaf *to, size_t count) {
  for (unsigned shift = 0; shift < 30; shift += 10) {
    size_t start[1024] = {0};
    for (size_t i = 0; i < count; i++) start[from[i].code >> shift & 1023u]++;
    for (size_t d = 0, sum = 0; d < 1024; d++) {
      size_t here = start[d];
      start[d] = sum, sum += here;
    }
    for (size_t i = 0; i < count; i++) to[start[from[i].code >> shift & 1023u]++] = from[i];
    coded_leaf *swap = from;
    from = to, to = swap;
  }
  return from;
}
#line 3413 "chapters/09-broadphase.nw"
static void place_leaves(imp_tree *t, const imp_aabb *boxes, coded_leaf *order,
                         size_t count) {
  imp_tree_node *n = t->nodes;
  size_t after_set = (move_words(t->capacity) + MOVE_WORDS_PER_NODE - 1) / MOVE_WORDS_PER_NODE;
  imp_aabb *fat = (imp_aabb *)(void *)(n + t->capacity + after_set);
  for (size_t j = 0; j < count; j++) { /* every read independent of the last */
    fat[j] = n[order[j].leaf].box;
    order[j].leaf = n[order[j].leaf].child[0]; /* from a node to its box */
  }
  for (size_t j = 0; j < count; j++) {
    uint32_t i = order[j].leaf;
    n[j] = (imp_tree_node){.box = fat[j], .tight = boxes[i], .child = {i, IMP_TREE_NONE}};
  }
  for (size_t j = 0; j < count; j++) set_spare_word(t, map_word(t, order[j].leaf), (uint32_t)j);
}
#line 3454 "chapters/09-broadphase.nw"
/* Where, in the run [lo, hi) of the order whose first and last codes
 * differ, the highest differing bit turns to 1. */
static size_t split_of(const coded_leaf *order, size_t lo, size_t hi) {
  uint32_t bit = order[lo].code ^ order[hi - 1].code; /* all bits below the highest */
  bit |= bit >> 1, bit |= bit >> 2, bit |= bit >> 4, bit |= bit >> 8, bit |= bit >> 16;
  bit ^= bit >> 1; /* the highest alone */
  size_t without = lo, with = hi - 1; /* the codes there lack, and have, the bit */
  while (with - without > 1) {
    size_t mid = without + (with - without) / 2;
    if (order[mid].code & bit)
      with = mid;
    else
      without = mid;
  }
  return with;
}

/* The tree over the leaves lo..hi - 1 of the order; inner nodes from *next. */
static uint32_t build_over(imp_tree *t, const coded_leaf *order, size_t lo, size_t hi,
                           uint32_t *next) {
  imp_tree_node *nodes = t->nodes;
  size_t mid = order[lo].code == order[hi - 1].code ? lo + (hi - lo) / 2
                                                    : split_of(order, lo, hi);
  /* the leaves are in the order's nodes: a part of one leaf is that node */
  uint32_t a = mid - lo == 1 ? (uint32_t)lo : build_over(t, order, lo, mid, next);
  uint32_t b = hi - mid == 1 ? (uint32_t)mid : build_over(t, order, mid, hi, next);
  uint32_t node = (*next)++;
  nodes[node].child[0] = a, nodes[node].child[1] = b;
  nodes[a].parent = node, nodes[b].parent = node, nodes[node].parent = IMP_TREE_NONE;
  refit(t, node);
  int lean = nodes[a].height - nodes[b].height; /* the parts may differ in height */
  return lean >= -LEAN && lean <= LEAN ? node : balance(t, node);
}
#line 3302 "chapters/09-broadphase.nw"
/* The tree's shape built anew over the fat boxes of the leaves whose boxes
 * are below count (new ones in their nodes), in Morton order. */
static void reshape(imp_tree *t, const imp_aabb *boxes, size_t count) {
  imp_tree_node *n = t->nodes;
  size_t used = t->count > count ? t->count : count; /* nodes holding a leaf, gone or not */
  float lo[3] = {INFINITY, INFINITY, INFINITY}, hi[3] = {-INFINITY, -INFINITY, -INFINITY};
  for (size_t node = 0; node < used; node++) { /* the box of the fat boxes' centres */
    if (n[node].child[0] >= count) continue;
    for (int k = 0; k < 3; k++) {
      float c = centre(&n[node].box, k);
      lo[k] = c < lo[k] ? c : lo[k], hi[k] = c > hi[k] ? c : hi[k];
    }
  }
  /* the inner nodes are all free again: the last 16 bytes per leaf of their
   * storage hold the sort, whose three passes end in the upper half */
  coded_leaf *codes = (coded_leaf *)(void *)(n + 2 * t->capacity) - 2 * count;
  code_leaves(t, used, count, lo, hi, codes);
  coded_leaf *sorted = sort_by_code(codes, codes + count, count);
  place_leaves(t, boxes, sorted, count);
  uint32_t next = (uint32_t)t->capacity;
  t->root = build_over(t, sorted, 0, count, &next);
  n[t->root].parent = IMP_TREE_NONE;
  t->free = IMP_TREE_NONE;
  for (size_t i = 2 * t->capacity; i-- > next;) {
    n[i].child[0] = t->free, n[i].height = -1;
    t->free = (uint32_t)i;
  }
  t->count = count;
  t->reshape_due = false;
}

#line 3190 "chapters/09-broadphase.nw"
/* When many leave: every fat box centred anew and the tree refitted, its
 * shape rebuilt at the next update, or now if a leaf came or went or the
 * last renewal's is still due; then all pairs found again. */
static void renew(imp_tree *t, const imp_aabb *boxes, size_t count, pair_finds *f) {
  bool refit_only = count == t->count && !t->reshape_due;
  recentre(t, count);
  if (refit_only)
    refit_all(t), t->reshape_due = true;
  else
    reshape(t, boxes, count);
  if (t->kept && !grid_pairs(t, count, t->spare, t->kept_capacity * sizeof *t->spare, f, false))
    every_fat_pair(t, f);
  mark_all(t, count); /* every leaf: all its pairs are found again */
}

#line 3042 "chapters/09-broadphase.nw"
imp_status imp_tree_update(imp_tree *tree, const imp_aabb *boxes, size_t count) {
  if (count > tree->capacity) return IMP_FULL;
  if (count > 0 && !boxes) return IMP_BAD_VALUE;
  for (size_t i = 0; i < count; i++)
    if (!imp_aabb_valid(&boxes[i])) return IMP_BAD_VALUE;
  pair_finds finds = kept_finds(tree);
  size_t moving = take_boxes(tree, boxes, count);
  tree->reinserted = moving;
  if (count >= 2 && moving * RENEW_SHARE > count) {
    renew(tree, boxes, count, &finds);
    return tree->kept ? update_kept(tree, boxes, &finds) : IMP_OK;
  }
  if (tree->reshape_due && count == tree->count) reshape(tree, boxes, count); /* same pairs */
  for (size_t i = tree->count; i-- > count;) remove_box(tree, (uint32_t)i, (uint32_t)i);
  
#line 3070 "chapters/09-broadphase.nw"
for (size_t w = 0; w < move_words(count); w++)
  for (uint32_t bits = spare_word(tree, w), b = 0; bits; bits >>= 1, b++) {
    if (!(bits & 1)) continue;
    uint32_t i = (uint32_t)(32 * w + b), leaf = i < tree->count ? imp_tree_leaf(tree, i) : i;
    if (i < tree->count) remove_leaf(tree, leaf);
    imp_aabb_fatten(&boxes[i], tree->margin, &tree->nodes[leaf].box); /* holds boxes[i] */
    insert_leaf(tree, leaf);
  }
#line 3057 "chapters/09-broadphase.nw"
  tree->count = count;
  if (tree->kept) { /* every fat box final: each query finds exactly its pairs */
    
#line 3081 "chapters/09-broadphase.nw"
for (size_t w = 0; w < move_words(count); w++)
  for (uint32_t bits = spare_word(tree, w), b = 0; bits; bits >>= 1, b++) {
    if (!(bits & 1)) continue;
    uint32_t i = (uint32_t)(32 * w + b);
    imp_aabb fat = tree->nodes[imp_tree_leaf(tree, i)].box; /* kept in registers */
    query_leaf(tree, tree->root, i, &fat, &finds);
  }
#line 3060 "chapters/09-broadphase.nw"
  }
  return tree->kept ? update_kept(tree, boxes, &finds) : IMP_OK;
}
#line 3521 "chapters/09-broadphase.nw"
#if defined(__SSE__)
#include <xmmintrin.h>
/* The boxes of two nodes meet: min <= the other's max on three lanes, both
 * ways; each load reads four floats of a node, the fourth lane discarded. */
static inline bool boxes_meet(const float *p, const float *q) {
  __m128 below = _mm_cmple_ps(_mm_loadu_ps(p), _mm_loadu_ps(q + 3)); /* p's min, q's max */
  __m128 above = _mm_cmple_ps(_mm_loadu_ps(q), _mm_loadu_ps(p + 3)); /* q's min, p's max */
  return (_mm_movemask_ps(_mm_and_ps(below, above)) & 7) == 7;
}
#else
static inline bool boxes_meet(const float *p, const float *q) {
  return (p[0] <= q[3]) & (p[1] <= q[4]) & (p[2] <= q[5]) & (q[0] <= p[3]) & (q[1] <= p[4]) &
         (q[2] <= p[5]);
}
#endif

static inline bool nodes_meet(const imp_tree_node *a, const imp_tree_node *b) {
  return boxes_meet(a->box.min, b->box.min);
}
#line 3543 "chapters/09-broadphase.nw"
typedef struct pair_sink {
  imp_pair *pairs;      /* the pairs of given boxes go here, */
  imp_tree_pair *fat;   /* or, if not NULL, every pair of fat boxes here */
  size_t capacity, total;
  uint64_t candidates;
} pair_sink;

static void list_pair(const imp_tree *t, uint32_t a, uint32_t b, pair_sink *s) {
  const imp_tree_node *n = t->nodes;
  bool touch = imp_aabb_overlap(&n[a].tight, &n[b].tight);
  uint32_t i = n[a].child[0], j = n[b].child[0]; /* their boxes */
  uint32_t first = i < j ? i : j, second = i < j ? j : i;
  if (s->fat && s->candidates < s->capacity)
    s->fat[s->candidates] = (imp_tree_pair){first, second, touch | 4u};
  else if (!s->fat && touch && s->total < s->capacity)
    s->pairs[s->total] = (imp_pair){first, second};
  s->total += touch;
  s->candidates++;
}

enum { ACROSS_DEPTH = 2 * 65 }; /* two heights of fewer than 2^31 leaves: G(66) > 2^31 */

/* The pairs across nodes a and b, whose boxes meet. */
static void pairs_across(const imp_tree *t, uint32_t a, uint32_t b, pair_sink *s) {
  const imp_tree_node *n = t->nodes;
  uint32_t later[2 * ACROSS_DEPTH]; /* pairs of nodes put aside */
  size_t waiting = 0;
  for (;;) {
    int32_t height_a = n[a].height, height_b = n[b].height; /* 0 exactly at a leaf */
    if ((height_a | height_b) == 0) { /* two leaves */
      list_pair(t, a, b, s);
    } else {
      bool open_a = height_a >= height_b; /* the taller is opened, a on a tie */
      uint32_t opened = open_a ? a : b, other = open_a ? b : a;
      uint32_t c0 = n[opened].child[0], c1 = n[opened].child[1];
      bool meet0 = nodes_meet(&n[c0], &n[other]), meet1 = nodes_meet(&n[c1], &n[other]);
      if (meet0 && meet1) /* one child put aside, */
        later[waiting++] = open_a ? c0 : a, later[waiting++] = open_a ? b : c0;
      if (meet0 || meet1) {
        *(open_a ? &a : &b) = meet1 ? c1 : c0; /* the other taken at once */
        continue;
      }
    }
    if (waiting == 0) return;
    b = later[--waiting], a = later[--waiting];
  }
}

static void pairs_within(const imp_tree *t, uint32_t node, pair_sink *s) {
  if (is_leaf(t, node)) return;
  const imp_tree_node *n = t->nodes;
  uint32_t c0 = n[node].child[0], c1 = n[node].child[1];
  pairs_within(t, c0, s);
  pairs_within(t, c1, s);
  if (nodes_meet(&n[c0], &n[c1])) pairs_across(t, c0, c1, s);
}

/* After a renewal: every pair of fat boxes, into the free storage of the
 * kept pairs (full if it does not fit). */
static void every_fat_pair(const imp_tree *t, pair_finds *f) {
  pair_sink s = {.fat = f->slots, .capacity = f->capacity};
  pairs_within(t, t->root, &s);
  f->used = s.candidates < f->capacity ? s.candidates : f->capacity;
  f->full = s.candidates > f->capacity;
}

static imp_status list_kept(const imp_tree *t, uint32_t mask, uint32_t state, imp_pair *out,
                            size_t capacity, size_t *found); /* with the kept pairs */

imp_status imp_tree_pairs(imp_tree *tree, imp_pair *pairs, size_t capacity,
                          size_t *found) {
  if (!found || (capacity > 0 && !pairs)) return IMP_BAD_VALUE;
  if (tree->kept) return list_kept(tree, 1, 1, pairs, capacity, found);
  pair_sink s = {.pairs = pairs, .capacity = capacity};
  if (tree->root != IMP_TREE_NONE) pairs_within(tree, tree->root, &s);
  tree->candidates = s.candidates;
  *found = s.total;
  return s.total > capacity ? IMP_FULL : IMP_OK;
}
#line 3724 "chapters/09-broadphase.nw"
/* A leaf as the grid's sweep reads it: its fat box, its cell's key and its
 * box index. The key follows max[2], so that a load of four floats at max
 * stays inside the leaf (its fourth lane is masked away). */
typedef struct swept_leaf {
  float min[3], max[3];
  uint32_t key, box;
} swept_leaf;

/* Cells of side 1 / inverse from origin: a point's cell on an axis is
 * (x - origin) * inverse rounded down, computed in double; a cell's key
 * counts along x, then y, then z, with one cell of padding on every side. */
typedef struct cell_grid {
  double origin[3], inverse;
  uint32_t across[3]; /* cells along each axis, padding included */
  float big;          /* a fat box longer than this on an axis is big */
} cell_grid;

enum { GRID_CELLS = 1000 };  /* most cells along an axis: keys below 2^30 */
enum { CELLS_PER_LEAF = 8 }; /* most cells of the grid per leaf */

static float longest_side(const imp_aabb *b) { /* NaN or infinite for a half-space */
  float x = b->max[0] - b->min[0], y = b->max[1] - b->min[1], z = b->max[2] - b->min[2];
  float xy = x > y ? x : y;
  return isfinite(x) && isfinite(y) ? (xy > z ? xy : z) : INFINITY;
}

static bool is_big(const cell_grid *g, const imp_aabb *b) {
  return !(longest_side(b) <= g->big); /* NaN and infinity are big */
}

static uint32_t cell_of(const cell_grid *g, int k, float x) {
  return (uint32_t)(((double)x - g->origin[k]) * g->inverse);
}

static uint32_t key_of(const cell_grid *g, const imp_aabb *b) {
  uint32_t x = cell_of(g, 0, b->min[0]) + 1, y = cell_of(g, 1, b->min[1]) + 1,
           z = cell_of(g, 2, b->min[2]) + 1;
  return x + g->across[0] * (y + g->across[1] * z);
}
#line 3770 "chapters/09-broadphase.nw"
/* A grid for the fat boxes of the leaves [0, count), or false where it
 * would not win: no box finite, more than a thirty-second of them big, or
 * fewer cells than an eighth of the leaves. */
static bool plan_grid(const imp_tree *t, size_t count, cell_grid *g) {
  const imp_tree_node *n = t->nodes;
  double sum = 0.0;
  size_t finite = 0, bigs = 0;
  for (size_t j = 0; j < count; j++) {
    float side = longest_side(&n[j].box);
    if (side < INFINITY) sum += side, finite++;
  }
  if (finite == 0) return false;
  g->big = (float)(2.0 * sum / (double)finite);
  float lo[3] = {INFINITY, INFINITY, INFINITY}, top[3] = {-INFINITY, -INFINITY, -INFINITY};
  float longest = 0.0f;
  for (size_t j = 0; j < count; j++) {
    const imp_aabb *b = &n[j].box;
    float side = longest_side(b);
    if (!(side <= g->big)) { /* is_big's test, the side at hand */
      bigs++;
      continue;
    }
    longest = side > longest ? side : longest;
    for (int k = 0; k < 3; k++) {
      lo[k] = b->min[k] < lo[k] ? b->min[k] : lo[k];
      top[k] = b->min[k] > top[k] ? b->min[k] : top[k];
    }
  }
  if (bigs * 32 > count) return false;
  double cell = (double)longest * (1.0 + 1.0 / 256.0); /* the slack of the text */
  for (int k = 0; k < 3; k++) {
    double spread = ((double)top[k] - lo[k]) / (GRID_CELLS - 1);
    cell = spread > cell ? spread : cell;
  }
  if (!(cell > 0.0)) cell = 1.0; /* all points, at one place */
  for (;;) { /* at most CELLS_PER_LEAF cells a leaf, padding included */
    g->inverse = 1.0 / cell;
    double cells = 1.0, inside = 1.0;
    for (int k = 0; k < 3; k++) {
      g->origin[k] = lo[k];
      g->across[k] = cell_of(g, k, top[k]) + 3; /* cells 0 to top's, and the padding */
      cells *= g->across[k], inside *= g->across[k] - 2;
    }
    if (cells <= CELLS_PER_LEAF * (double)count || inside <= 1.0)
      return inside * 8.0 >= (double)count;
    cell *= 1.25;
  }
}
#line 3831 "chapters/09-broadphase.nw"
#if defined(__GNUC__) /* ten tries a leaf: no call for any of them */
#define INLINE inline __attribute__((always_inline))
#else
#define INLINE inline
#endif

/* a and b, if b is a leaf of the range (real): written always, kept if their boxes meet */
static INLINE void try_pair(const swept_leaf *a, const swept_leaf *b, bool real, pair_finds *f) {
  bool meet = real & boxes_meet(a->min, b->min);
  uint32_t first = a->box < b->box ? a->box : b->box;
  if (f->used < f->capacity) f->slots[f->used] = (imp_tree_pair){first, a->box ^ b->box ^ first, 0};
  f->used += meet; /* counted past the capacity; the caller clamps */
}

/* Leaf a against the leaves s[j..end): the first two tried without a branch
 * on how many there are (most ranges hold none, one or two). */
static INLINE void try_range(const swept_leaf *a, const swept_leaf *s, uint32_t j, uint32_t end,
                      pair_finds *f) {
  try_pair(a, &s[j], j < end, f);
  try_pair(a, &s[j + 1], j + 1 < end, f);
  for (j += 2; j < end; j++) try_pair(a, &s[j], true, f);
}

enum { ROWS_AHEAD = 4 };

/* The pairs of the leaves s[0..count), followed by two more that are read
 * and never paired, in order of their keys, where the
 * leaves of the cell of key k are s[start[k]] to s[start[k + 1] - 1]: each
 * leaf against those after it in its cell and the next, and those of the
 * three cells from x - 1 to x + 1 of each row ahead. */
static void sweep_cells(const swept_leaf *s, size_t count, const uint32_t *start,
                        const cell_grid *g, pair_finds *f) {
  uint32_t row = g->across[0], layer = row * g->across[1];
  /* the rows (y + 1, z), (y - 1, z + 1), (y, z + 1), (y + 1, z + 1), from x - 1 */
  const uint32_t ahead[ROWS_AHEAD] = {row - 1, layer - row - 1, layer - 1, layer + row - 1};
  for (size_t i = 0; i < count; i++) {
    uint32_t key = s[i].key;
    try_range(&s[i], s, (uint32_t)i + 1, start[key + 2], f);
    for (int r = 0; r < ROWS_AHEAD; r++)
      try_range(&s[i], s, start[key + ahead[r]], start[key + ahead[r] + 3], f);
  }
}
#line 3879 "chapters/09-broadphase.nw"
/* The pairs of the big leaves, each by a query of the tree; with the move
 * set holding the big leaves alone, a pair of two is the smaller's. */
static void pairs_of_big_leaves(imp_tree *t, size_t count, const cell_grid *g, pair_finds *f) {
  const imp_tree_node *n = t->nodes;
  for (size_t w = 0; w < move_words(count); w++) set_spare_word(t, w, 0);
  for (size_t j = 0; j < count; j++)
    if (is_big(g, &n[j].box)) mark_moved(t, n[j].child[0]);
  for (size_t j = 0; j < count; j++)
    if (is_big(g, &n[j].box)) {
      imp_aabb fat = n[j].box;
      query_leaf(t, t->root, n[j].child[0], &fat, f);
    }
}

/* Pairs of leaves, found by the sweep, made pairs of boxes with their
 * test: bit 0 if the given boxes overlap, bit 2 set (the fat ones do). */
static void test_pairs_of_leaves(const imp_tree *t, imp_tree_pair *pairs, size_t count) {
  for (size_t p = 0; p < count; p++) {
    const imp_tree_node *a = &t->nodes[pairs[p].first], *b = &t->nodes[pairs[p].second];
    uint32_t i = a->child[0], j = b->child[0];
    pairs[p] = (imp_tree_pair){i < j ? i : j, i < j ? j : i,
                               4u | imp_aabb_overlap(&a->tight, &b->tight)};
  }
}

/* Every pair of fat boxes of the leaves [0, count), through the grid, into
 * f, with bytes of scratch, and if tested with their tests; false, having
 * found nothing, where the grid would not win or the scratch is too
 * small. The move set is changed. */
static bool grid_pairs(imp_tree *t, size_t count, void *scratch, size_t bytes, pair_finds *f,
                       bool tested) {
  cell_grid g;
  t->by_grid = false;
  if (count < 2 || !plan_grid(t, count, &g)) return false;
  const imp_tree_node *n = t->nodes;
  size_t cells = (size_t)g.across[0] * g.across[1] * g.across[2];
  if (bytes < (count + 2) * sizeof(swept_leaf) + (count + cells + 2) * sizeof(uint32_t))
    return false; /* the sorted leaves, their keys and the cells' starts */
  swept_leaf *swept = scratch;
  uint32_t *key = (uint32_t *)(void *)(swept + count + 2), *start = key + count;
  /* a counting sort by key: start[k + 1] counts, then ends, then starts cell k */
  memset(start, 0, (cells + 2) * sizeof *start);
  size_t small = 0;
  for (size_t j = 0; j < count; j++) {
    bool big = is_big(&g, &n[j].box);
    key[j] = big ? UINT32_MAX : key_of(&g, &n[j].box);
    if (!big) start[key[j] + 1]++, small++;
  }
  for (size_t k = 1; k <= cells; k++) start[k] += start[k - 1];
  start[cells + 1] = (uint32_t)small;
  for (size_t j = count; j-- > 0;) {
    if (key[j] == UINT32_MAX) continue;
    const imp_aabb *b = &n[j].box;
    swept[--start[key[j] + 1]] = (swept_leaf){{b->min[0], b->min[1], b->min[2]},
                                              {b->max[0], b->max[1], b->max[2]},
                                              key[j], tested ? (uint32_t)j : n[j].child[0]};
  }
  swept[small] = swept[small + 1] = (swept_leaf){.key = 0}; /* read past the last range */
  sweep_cells(swept, small, start + 1, &g, f);
  f->full = f->full || f->used > f->capacity;
  f->used = f->used < f->capacity ? f->used : f->capacity;
  size_t swept_pairs = f->used;
  if (tested) test_pairs_of_leaves(t, f->slots, swept_pairs);
  if (small < count && !f->full) pairs_of_big_leaves(t, count, &g, f);
  for (size_t p = swept_pairs; tested && p < f->used; p++) { /* the big leaves' */
    const imp_tree_node *a = &n[imp_tree_leaf(t, f->slots[p].first)];
    const imp_tree_node *b = &n[imp_tree_leaf(t, f->slots[p].second)];
    f->slots[p].state = 4u | imp_aabb_overlap(&a->tight, &b->tight);
  }
  return t->by_grid = true;
}
#line 4102 "chapters/09-broadphase.nw"
static uint64_t pair_key(const imp_tree_pair *p) { return (uint64_t)p->first << 32 | p->second; }

/* The pairs of fat boxes of the current tree into storage, with their
 * tests, by the grid and the second half of the storage as its scratch;
 * false where the grid would not win or found more than capacity. */
static bool grid_kept_pairs(imp_tree *t, imp_tree_pair *storage, size_t capacity,
                            size_t *found) {
  pair_finds f = {.slots = storage, .capacity = capacity};
  if (t->root == IMP_TREE_NONE ||
      !grid_pairs(t, t->count, storage + capacity, capacity * sizeof *storage, &f, true) ||
      f.full)
    return false;
  *found = f.used;
  return true;
}

imp_status imp_tree_keep_pairs(imp_tree *tree, imp_tree_pair *storage, size_t capacity) {
  if (capacity > 0 && !storage) return IMP_BAD_VALUE;
  tree->kept = NULL, tree->kept_count = 0;
  if (capacity == 0) return IMP_OK;
  size_t found = 0;
  if (!grid_kept_pairs(tree, storage, capacity, &found)) { /* the walk, and its count */
    pair_sink s = {.fat = storage, .capacity = capacity};
    if (tree->root != IMP_TREE_NONE) pairs_within(tree, tree->root, &s);
    found = s.candidates;
  }
  tree->candidates = found; /* how many there are, room or not */
  if (found > capacity) return IMP_FULL;
  tree->index_bits = 1;
  while (tree->index_bits < 32 && (tree->capacity - 1) >> tree->index_bits) tree->index_bits++;
  sort_by_key(storage, storage + capacity, found, tree->index_bits);
  tree->kept = storage, tree->spare = storage + capacity;
  tree->kept_capacity = capacity, tree->kept_count = found;
  return IMP_OK;
}
#line 4146 "chapters/09-broadphase.nw"
enum { DIGIT = 11, DIGIT_VALUES = 1 << DIGIT };

static uint32_t digit(const imp_tree_pair *p, int of_first, unsigned shift) {
  return ((of_first ? p->first : p->second) >> shift) & (DIGIT_VALUES - 1);
}

static void sort_by_key(imp_tree_pair *pairs, imp_tree_pair *scratch, size_t count,
                        unsigned bits) {
  size_t start[DIGIT_VALUES];
  imp_tree_pair *from = pairs, *to = scratch;
  for (int of_first = 0; of_first < 2; of_first++)
    for (unsigned shift = 0; shift < bits; shift += DIGIT) {
      memset(start, 0, sizeof start);
      for (size_t i = 0; i < count; i++) start[digit(&from[i], of_first, shift)]++;
      for (size_t d = 0, sum = 0; d < DIGIT_VALUES; d++) {
        size_t here = start[d];
        start[d] = sum, sum += here;
      }
      for (size_t i = 0; i < count; i++) to[start[digit(&from[i], of_first, shift)]++] = from[i];
      imp_tree_pair *swap = from;
      from = to, to = swap;
    }
}
#line 4193 "chapters/09-broadphase.nw"
static pair_finds kept_finds(const imp_tree *t) {
  if (!t->kept) return (pair_finds){0};
  return (pair_finds){.slots = t->kept + t->kept_count,
                      .capacity = t->kept_capacity - t->kept_count};
}

static void query_leaf(const imp_tree *t, uint32_t node, uint32_t leaf, const imp_aabb *box,
                       pair_finds *f) {
  const imp_tree_node *n = t->nodes;
  while (imp_aabb_overlap(&n[node].box, box)) {
    if (is_leaf(t, node)) { /* a pair of two that moved: the smaller one's query */
      uint32_t other = n[node].child[0];
      if (other == leaf || (other < leaf && has_moved(t, other))) return;
      if (f->used == f->capacity) {
        f->full = true;
        return;
      }
      f->slots[f->used++] = other < leaf ? (imp_tree_pair){other, leaf, 0}
                                         : (imp_tree_pair){leaf, other, 0};
      return;
    }
    query_leaf(t, n[node].child[0], leaf, box, f); /* one side by recursion, */
    node = n[node].child[1];                  /* the other by the loop */
  }
}
#line 4243 "chapters/09-broadphase.nw"
static void merge_kept(imp_tree *t, const imp_aabb *boxes, size_t found) {
  const imp_tree_pair *old = t->kept, *new = t->kept + t->kept_count;
  size_t i = 0, j = 0, kept = 0, olds = t->kept_count;
  while (i < olds || j < found) { /* choices by selection, not by branches */
    uint64_t key_old = i < olds ? pair_key(&old[i]) : UINT64_MAX;
    uint64_t key_new = j < found ? pair_key(&new[j]) : UINT64_MAX;
    bool take_old = key_old <= key_new, again = key_old == key_new; /* found again */
    imp_tree_pair p = *(take_old ? &old[i] : &new[j]);
    i += take_old, j += !take_old || again; /* each list holds a pair once */
    uint32_t was = take_old ? p.state & 1 : 0; /* a new pair's fat boxes did not meet */
    bool queried = !take_old || again;
    
#line 4236 "chapters/09-broadphase.nw"
bool alive = p.second < t->count;
bool fat = alive && (queried || ((p.state & 4u) &&
                                 (t->reinserted == 0 || /* the set is empty */
                                  (!has_moved(t, p.first) && !has_moved(t, p.second)))));
#line 4255 "chapters/09-broadphase.nw"
    p.state = was << 1 | (uint32_t)fat << 2;
    t->spare[kept] = p; /* kept if it is, or ended now: an ended pair stays once */
    kept += fat || was;
  }
  imp_tree_pair *swap = t->kept;
  t->kept = t->spare, t->spare = swap, t->kept_count = kept;
  for (size_t k = 0; k < kept; k++) { /* the given boxes of the pairs of fat boxes */
    if (k + AHEAD < kept) PREFETCH(&boxes[t->kept[k + AHEAD].second]); /* in no order */
    imp_tree_pair *q = &t->kept[k];
    q->state |= (q->state >> 2 & 1u) & imp_aabb_overlap(&boxes[q->first], &boxes[q->second]);
  }
}

static imp_status update_kept(imp_tree *t, const imp_aabb *boxes, pair_finds *f) {
  if (f->full) { /* the tree is updated; the set is lost */
    t->kept = NULL, t->kept_count = 0;
    return IMP_FULL;
  }
  sort_by_key(f->slots, t->spare, f->used, t->index_bits);
  merge_kept(t, boxes, f->used);
  t->candidates = t->kept_count;
  return IMP_OK;
}
#line 4284 "chapters/09-broadphase.nw"
static imp_status list_kept(const imp_tree *t, uint32_t mask, uint32_t state, imp_pair *out,
                            size_t capacity, size_t *found) {
  size_t total = 0;
  for (size_t i = 0; i < t->kept_count; i++) {
    const imp_tree_pair *p = &t->kept[i];
    if ((p->state & mask) != state) continue;
    if (total < capacity) out[total] = (imp_pair){p->first, p->second};
    total++;
  }
  *found = total;
  return total > capacity ? IMP_FULL : IMP_OK;
}

imp_status imp_tree_changes(const imp_tree *tree, imp_pair *begun, size_t begun_capacity,
                            size_t *begun_found, imp_pair *ended, size_t ended_capacity,
                            size_t *ended_found) {
  if (!tree->kept || !begun_found || !ended_found || (begun_capacity > 0 && !begun) ||
      (ended_capacity > 0 && !ended))
    return IMP_BAD_VALUE;
  imp_status b = list_kept(tree, 3, 1, begun, begun_capacity, begun_found); /* now, not before */
  imp_status e = list_kept(tree, 3, 2, ended, ended_capacity, ended_found); /* before, not now */
  return b == IMP_OK ? e : b;
}
