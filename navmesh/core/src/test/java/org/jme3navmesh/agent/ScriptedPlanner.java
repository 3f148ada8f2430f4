package org.jme3navmesh.agent;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Test planner: records every request and answers it with a scripted plan, either at once (from
 * inside {@code request}, like a fast worker) or when the test calls {@link #deliverAll()}.
 * By default it answers with the straight line from start to goal.
 */
final class ScriptedPlanner implements PathPlanner {
    record Request(int agent, long ticket, AgentType type, float[] start, float[] goal, Sink sink) {
    }

    final List<Request> requests = new ArrayList<>();
    private final List<Request> held = new ArrayList<>();
    boolean hold;
    Function<Request, PathPlan> script = ScriptedPlanner::straight;

    @Override
    public void request(int agent, long ticket, AgentType type, float[] start, float[] goal, Sink sink) {
        Request r = new Request(agent, ticket, type, start.clone(), goal.clone(), sink);
        requests.add(r);
        if (hold) {
            held.add(r);
        } else {
            sink.accept(script.apply(r));
        }
    }

    /** Answers every held request in order. */
    void deliverAll() {
        for (Request r : held) {
            r.sink().accept(script.apply(r));
        }
        held.clear();
    }

    /** Answers one held request (by index into the held list) and forgets it. */
    void deliver(int heldIndex) {
        Request r = held.remove(heldIndex);
        r.sink().accept(script.apply(r));
    }

    int requestsFor(int agent) {
        int n = 0;
        for (Request r : requests) {
            if (r.agent() == agent) {
                n++;
            }
        }
        return n;
    }

    static PathPlan straight(Request r) {
        return through(r, PathPlan.Status.FOUND);
    }

    /** start, the given intermediate x/z points (at start height), goal. */
    static PathPlan through(Request r, PathPlan.Status status, float... xz) {
        float[] w = new float[6 + 3 * (xz.length / 2)];
        w[0] = r.start()[0];
        w[1] = r.start()[1];
        w[2] = r.start()[2];
        for (int k = 0; k < xz.length / 2; k++) {
            w[3 + 3 * k] = xz[2 * k];
            w[4 + 3 * k] = r.start()[1];
            w[5 + 3 * k] = xz[2 * k + 1];
        }
        int e = w.length - 3;
        w[e] = r.goal()[0];
        w[e + 1] = r.goal()[1];
        w[e + 2] = r.goal()[2];
        float len = 0;
        for (int k = 3; k < w.length; k += 3) {
            len += (float) Math.hypot(w[k] - w[k - 3], w[k + 2] - w[k - 1]);
        }
        return new PathPlan(r.agent(), r.ticket(), status, w, new int[0], len, 0.01, null);
    }
}
