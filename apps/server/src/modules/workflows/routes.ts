// The approval workflow calls (shell §7 Process, issue 16 §1); decisions in
// docs/architecture/publishing.md "Workflows".
import {
  applicationCalls,
  PROCESS_TEMPLATE_KEYS,
  PROCESS_TEMPLATES,
  processDefinitionCalls,
  processInstanceCalls,
  todoCalls,
  WORKFLOW_TEXTS,
} from "@textbook/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { type AuthContext, authOf, requireAuth } from "../../http/auth.ts";
import { list } from "../../http/envelope.ts";
import { errors } from "../../http/errors.ts";
import { route } from "../../http/route.ts";
import { actorOf } from "../audit/record-audit.ts";
import { approveNode, rejectNode } from "./decide-node.ts";
import { readDefinition, saveDefinition } from "./definitions.ts";
import { contributedProcesses, myProcesses, myProcessTotal, todoCount, todoList } from "./list-processes.ts";
import { workflowAllows } from "./policy.ts";
import { readInstance, readNodes } from "./read-instance.ts";
import { remindNode } from "./remind-node.ts";
import { revokeProcess } from "./revoke-process.ts";
import { transferCandidates, transferNode } from "./transfer-node.ts";

/** The lists read one organisation: the one asked for, else the session's current one. */
const orgOf = (auth: AuthContext, orgOid: string | undefined) => orgOid ?? auth.currentOrg?.oid ?? null;

/** Who acts on which node of which instance: what every node action starts from. */
function nodeOf(request: FastifyRequest & { params: { id: string; nodeOid: string } }) {
  return {
    actorOid: authOf(request).user.oid,
    instanceOid: request.params.id,
    nodeOid: request.params.nodeOid,
  };
}

export function workflowRoutes(deps: Deps): FastifyPluginAsyncZod {
  const { db, clock } = deps;
  const onRequest = requireAuth(deps);
  const acting = () => ({ db, now: clock.now(), processHooks: deps.processHooks });
  /** The user asking, when they may edit the organisation's process definitions. */
  const definitionsManager = async (request: FastifyRequest, orgOid: string) => {
    const { user } = authOf(request);
    if (!(await workflowAllows(db, user, orgOid, "manageDefinitions"))) throw errors.privilegeRequired();
    return user;
  };
  return async (app) => {
    route(app, todoCalls.count, { onRequest }, (request) => {
      const auth = authOf(request);
      return todoCount(db, auth.user.oid, orgOf(auth, request.query.orgOid));
    });
    route(app, todoCalls.list, { onRequest }, (request) => {
      const auth = authOf(request);
      return todoList(db, auth.user.oid, orgOf(auth, request.query.orgOid), request.query);
    });
    route(app, processInstanceCalls.myList, { onRequest }, (request) => {
      const auth = authOf(request);
      return myProcesses(db, auth.user.oid, orgOf(auth, request.query.orgOid), request.query);
    });
    route(app, processInstanceCalls.myTotal, { onRequest }, (request) => {
      const auth = authOf(request);
      return myProcessTotal(db, auth.user.oid, orgOf(auth, request.query.orgOid));
    });
    route(app, applicationCalls.contributed, { onRequest }, (request) => {
      const auth = authOf(request);
      return contributedProcesses(db, auth.user.oid, orgOf(auth, request.query.orgOid), request.query);
    });

    route(app, processInstanceCalls.get, { onRequest }, (request) =>
      readInstance(db, authOf(request).user, request.params.id, clock.now()),
    );
    route(app, processInstanceCalls.nodes, { onRequest }, async (request) =>
      list(await readNodes(db, authOf(request).user, request.params.id)),
    );
    route(app, processInstanceCalls.transferCandidates, { onRequest }, async (request) =>
      list(await transferCandidates(db, nodeOf(request))),
    );

    route(app, processInstanceCalls.approve, { onRequest }, (request) =>
      approveNode(acting(), { ...nodeOf(request), comment: request.body.comment }),
    );
    route(app, processInstanceCalls.reject, { onRequest }, (request) =>
      rejectNode(acting(), { ...nodeOf(request), comment: request.body.comment }),
    );
    route(app, processInstanceCalls.transfer, { onRequest }, (request) =>
      transferNode(acting(), {
        ...nodeOf(request),
        userOid: request.body.userOid,
        comment: request.body.comment,
      }),
    );
    route(app, processInstanceCalls.remind, { onRequest }, (request) =>
      remindNode({ ...acting(), sms: deps.sms, log: request.log }, nodeOf(request)),
    );
    route(app, processInstanceCalls.revoke, { onRequest }, (request) =>
      revokeProcess(acting(), {
        actorOid: authOf(request).user.oid,
        instanceOid: request.params.id,
        comment: request.body.comment,
      }),
    );

    route(app, processDefinitionCalls.templates, { onRequest }, () =>
      list(
        PROCESS_TEMPLATE_KEYS.map((key) => ({
          key,
          ...WORKFLOW_TEXTS.templates[key],
          nodes: PROCESS_TEMPLATES[key].flatMap((node) =>
            "role" in node.assignee ? [{ name: node.name, assignee: { role: node.assignee.role } }] : [],
          ),
        })),
      ),
    );
    route(app, processDefinitionCalls.get, { onRequest }, async (request) => {
      await definitionsManager(request, request.params.id);
      return readDefinition(db, request.params.id, request.params.kind);
    });
    route(app, processDefinitionCalls.save, { onRequest }, async (request) => {
      const user = await definitionsManager(request, request.params.id);
      return saveDefinition(
        db,
        { ...actorOf(request), actorOid: user.oid },
        { orgOid: request.params.id, kind: request.params.kind, nodes: request.body.nodes },
        clock.now(),
      );
    });
  };
}
