export declare const API_NODE_FLAGS: readonly string[];
