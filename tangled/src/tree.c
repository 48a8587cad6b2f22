#line 2563 "chapters/09-broadphase.nw"
/* tree.c: the dynamic AABB tree (chapter 9). */
#include <imp/tree.h>

#include <math.h>
#include <stdlib.h>

#line 2576 "chapters/09-broadphase.nw"
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
#line 2596 "chapters/09-broadphase.nw"
static bool is_leaf(const imp_tree *t, uint32_t node) { return node < t->capacity; }

/* Half the surface area, with each side capped at 10^18 m so that the box of
 * a half-space has a large finite area, not an infinite one (see the text). */
static float half_area(const imp_aabb *b) {
  float e[3];
  for (int k = 0; k < 3; k++) e[k] = fminf(b->max[k] - b->min[k], 1e18f);
  return e[0] * e[1] + e[1] * e[2] + e[2] * e[0];
}

static void refit(imp_tree *t, uint32_t node) {
  imp_tree_node *n = &t->nodes[node], *a = &t->nodes[n->child[0]], *b = &t->nodes[n->child[1]];
  imp_aabb_union(&a->box, &b->box, &n->box);
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
#line 2628 "chapters/09-broadphase.nw"
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
#line 2695 "chapters/09-broadphase.nw"
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
  n[leaf].height = 0;
  n[leaf].child[0] = n[leaf].child[1] = IMP_TREE_NONE;
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
#line 2739 "chapters/09-broadphase.nw"
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
#line 2760 "chapters/09-broadphase.nw"
static bool holds(const imp_aabb *outer, const imp_aabb *inner) {
  return (outer->min[0] <= inner->min[0]) & (inner->max[0] <= outer->max[0]) &
         (outer->min[1] <= inner->min[1]) & (inner->max[1] <= outer->max[1]) &
         (outer->min[2] <= inner->min[2]) & (inner->max[2] <= outer->max[2]);
}

imp_status imp_tree_update(imp_tree *tree, const imp_aabb *boxes, size_t count) {
  if (count > tree->capacity) return IMP_FULL;
  if (count > 0 && !boxes) return IMP_BAD_VALUE;
  for (size_t i = 0; i < count; i++)
    if (!imp_aabb_valid(&boxes[i])) return IMP_BAD_VALUE;
  for (size_t i = count; i < tree->count; i++) remove_leaf(tree, (uint32_t)i);
  tree->reinserted = 0;
  for (size_t i = 0; i < count; i++) {
    imp_tree_node *leaf = &tree->nodes[i];
    leaf->tight = boxes[i];
    bool old = i < tree->count;
    if (old && holds(&leaf->box, &boxes[i])) continue;
    if (old) remove_leaf(tree, (uint32_t)i);
    imp_aabb_fatten(&boxes[i], tree->margin, &leaf->box); /* holds boxes[i] */
    insert_leaf(tree, (uint32_t)i);
    tree->reinserted++;
  }
  tree->count = count;
  return IMP_OK;
}
#line 2797 "chapters/09-broadphase.nw"
typedef struct pair_sink {
  imp_pair *pairs;
  size_t capacity, total;
  uint64_t candidates;
} pair_sink;

static void pairs_across(const imp_tree *t, uint32_t a, uint32_t b, pair_sink *s) {
  const imp_tree_node *n = t->nodes;
  if (!imp_aabb_overlap(&n[a].box, &n[b].box)) return;
  bool leaf_a = is_leaf(t, a), leaf_b = is_leaf(t, b);
  if (leaf_a && leaf_b) {
    s->candidates++;
    if (imp_aabb_overlap(&n[a].tight, &n[b].tight)) {
      if (s->total < s->capacity)
        s->pairs[s->total] = a < b ? (imp_pair){a, b} : (imp_pair){b, a};
      s->total++;
    }
  } else if (leaf_b || (!leaf_a && n[a].height >= n[b].height)) {
    pairs_across(t, n[a].child[0], b, s);
    pairs_across(t, n[a].child[1], b, s);
  } else {
    pairs_across(t, a, n[b].child[0], s);
    pairs_across(t, a, n[b].child[1], s);
  }
}

static void pairs_within(const imp_tree *t, uint32_t node, pair_sink *s) {
  if (is_leaf(t, node)) return;
  const imp_tree_node *n = &t->nodes[node];
  pairs_within(t, n->child[0], s);
  pairs_within(t, n->child[1], s);
  pairs_across(t, n->child[0], n->child[1], s);
}

imp_status imp_tree_pairs(imp_tree *tree, imp_pair *pairs, size_t capacity,
                          size_t *found) {
  if (!found || (capacity > 0 && !pairs)) return IMP_BAD_VALUE;
  pair_sink s = {.pairs = pairs, .capacity = capacity};
  if (tree->root != IMP_TREE_NONE) pairs_within(tree, tree->root, &s);
  tree->candidates = s.candidates;
  *found = s.total;
  return s.total > capacity ? IMP_FULL : IMP_OK;
}
