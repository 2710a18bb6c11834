// Loads PyScript for the main-thread game under a CSP without 'unsafe-eval'.
//
// PyScript 0.7.x serialises its *worker* hooks with Function() whenever a hook is
// registered, and core registers one by default (it exposes `pyscript.fs` inside
// workers). This page runs Python on the main thread only, so that hook is dropped
// before PyScript reads it; nothing else needs string evaluation. A page that wants
// PyScript workers would need 'unsafe-eval' and blob: workers in its CSP instead.
import { hooks } from "./vendor/pyscript/core.js";

hooks.worker.onBeforeRunAsync.clear();
