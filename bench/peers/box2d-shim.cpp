// box2d-shim.cpp: chapter 7's pyramid in Box2D 2.4, behind two C functions for
// bench-flat-stack-peers. The same container (a floor 14 m wide with its top
// at y = 0, walls with inner faces at x = -6 and 6 m), unit boxes of 1 kg
// exactly touching, friction 0.8 and restitution 0.2 (Box2D mixes them as
// sqrt(0.8 0.8) and max(0.2, 0.2): the same numbers), gravity 20 m/s^2,
// 8 velocity and 3 position iterations, sleeping off (as in Impulse). Box2D
// rounds every polygon by a skin of b2_polygonRadius (1 cm), so each shape is
// given half-extents 1 cm smaller and the boxes a density that keeps 1 kg:
// the shapes that collide are then the same size as Impulse's.
#include <box2d/box2d.h>

#include <vector>

namespace {
b2World *world = nullptr;
b2Body *top = nullptr;
}

extern "C" void peer_box2d_pyramid(int base) {
  delete world;
  world = new b2World(b2Vec2(0.0f, -20.0f));
  world->SetAllowSleeping(false);
  b2BodyDef fixed;
  b2Body *ground = world->CreateBody(&fixed);
  const float skin = b2_polygonRadius, side = 1.0f - 2.0f * skin;
  b2PolygonShape part;
  part.SetAsBox(7.0f - skin, 0.5f - skin, b2Vec2(0.0f, -0.5f), 0.0f);
  ground->CreateFixture(&part, 0.0f);
  part.SetAsBox(0.5f - skin, 6.0f - skin, b2Vec2(-6.5f, 6.0f), 0.0f);
  ground->CreateFixture(&part, 0.0f);
  part.SetAsBox(0.5f - skin, 6.0f - skin, b2Vec2(6.5f, 6.0f), 0.0f);
  ground->CreateFixture(&part, 0.0f);
  b2PolygonShape box;
  box.SetAsBox(0.5f - skin, 0.5f - skin);
  b2FixtureDef material;
  material.shape = &box;
  material.density = 1.0f / (side * side); /* 1 kg */
  material.friction = 0.8f;
  material.restitution = 0.2f;
  for (int row = 0; row < base; row++)
    for (int i = 0; i < base - row; i++) {
      b2BodyDef def;
      def.type = b2_dynamicBody;
      def.position.Set((float)i - 0.5f * (float)(base - row - 1), 0.5f + (float)row);
      top = world->CreateBody(&def);
      top->CreateFixture(&material);
    }
}

extern "C" void peer_box2d_step(void) { world->Step(1.0f / 60.0f, 8, 3); }

extern "C" void peer_box2d_top(float *x, float *y) {
  *x = top->GetPosition().x;
  *y = top->GetPosition().y;
}
