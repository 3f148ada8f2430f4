package org.jme3navmesh.bake;
import org.junit.jupiter.api.Test;
class ScratchBakeTest {
  @Test void t() {
    for (String s : new String[]{"bridge.obj","stairs.obj","slopes.obj","maze.obj","hills.obj","hills.obj","third_party/dungeon.obj","third_party/undulating.obj"}) {
      long t0=System.nanoTime();
      var tris = TestScenes.triangles(s);
      long t1=System.nanoTime();
      var r = new NavMeshBaker().bake(tris, BakeConfig.defaults(), BakeProgressListener.NONE, () -> false);
      System.out.println(s+" load "+(t1-t0)/1e6+" cells "+r.cellsSampled()+" spans "+r.field().spanCount()+" walkable "+r.walkableSpans()+" tris "+r.navMesh().triangleCount()+" comps "+r.navMesh().componentCount()+" "+r.stageMillis()+" total "+r.totalMillis());
    }
  }
}
