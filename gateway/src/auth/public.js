"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PUBLIC_ROUTE = void 0;
/** The gateway's public slug is the platform's: one name for "no token needed". */
var platform_1 = require("@portico/platform");
Object.defineProperty(exports, "PUBLIC_ROUTE", { enumerable: true, get: function () { return platform_1.PUBLIC_ROUTE; } });
//# sourceMappingURL=public.js.map