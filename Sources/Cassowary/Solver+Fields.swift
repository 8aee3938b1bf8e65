/// The solver's fields under the names the algorithms use, each forwarding to the part that
/// owns it (Parts/): reading or writing one reads or writes the part in place.
///
/// The algorithm files name the fields directly; the part that owns a field, and its
/// invariants, are in Parts/. The accessors are transparent: inlined in every build, debug
/// builds included (inlined only when optimised, they made the debug tests 60 % slower), so
/// a field read here compiles to the same access to the part's stored property.
extension Solver {
    // symbolTable
    var kinds: [SymbolKind] {
        @_transparent _read { yield symbolTable.kinds }
        @_transparent _modify { yield &symbolTable.kinds }
    }
    var rowOf: [Int32] {
        @_transparent _read { yield symbolTable.rowOf }
        @_transparent _modify { yield &symbolTable.rowOf }
    }
    var owner: [Int32] {
        @_transparent _read { yield symbolTable.owner }
        @_transparent _modify { yield &symbolTable.owner }
    }
    var freeSymbols: [Int32] {
        @_transparent _read { yield symbolTable.free }
        @_transparent _modify { yield &symbolTable.free }
    }
    // columnIndex
    var columnHead: [Int32] {
        @_transparent _read { yield columnIndex.head }
        @_transparent _modify { yield &columnIndex.head }
    }
    var nodes: [ColumnNode] {
        @_transparent _read { yield columnIndex.nodes }
        @_transparent _modify { yield &columnIndex.nodes }
    }
    var freeNode: Int32 {
        @_transparent _read { yield columnIndex.freeNode }
        @_transparent _modify { yield &columnIndex.freeNode }
    }
    var nodesInUse: Int {
        @_transparent _read { yield columnIndex.nodesInUse }
        @_transparent _modify { yield &columnIndex.nodesInUse }
    }
    var sweepCursor: Int {
        @_transparent _read { yield columnIndex.sweepCursor }
        @_transparent _modify { yield &columnIndex.sweepCursor }
    }
    var indexesColumns: Bool {
        @_transparent _read { yield columnIndex.isEnabled }
        @_transparent _modify { yield &columnIndex.isEnabled }
    }
    var columnScratch: [Int32] {
        @_transparent _read { yield columnIndex.scratch }
        @_transparent _modify { yield &columnIndex.scratch }
    }
    // rowStore
    var rows: [Row] {
        @_transparent _read { yield rowStore.rows }
        @_transparent _modify { yield &rowStore.rows }
    }
    var freeRows: [Int32] {
        @_transparent _read { yield rowStore.free }
        @_transparent _modify { yield &rowStore.free }
    }
    var rowStamp: [UInt32] {
        @_transparent _read { yield rowStore.stamps }
        @_transparent _modify { yield &rowStore.stamps }
    }
    var stamp: UInt32 {
        @_transparent _read { yield rowStore.stamp }
        @_transparent _modify { yield &rowStore.stamp }
    }
    var liveTerms: Int {
        @_transparent _read { yield rowStore.liveTerms }
        @_transparent _modify { yield &rowStore.liveTerms }
    }
    var termScratch: [Term] {
        @_transparent _read { yield rowStore.termScratch }
        @_transparent _modify { yield &rowStore.termScratch }
    }
    // objective
    var levels: [Level] {
        @_transparent _read { yield objective.levels }
        @_transparent _modify { yield &objective.levels }
    }
    var candidates: [Int32] {
        @_transparent _read { yield objective.candidates }
        @_transparent _modify { yield &objective.candidates }
    }
    var isCandidate: [Bool] {
        @_transparent _read { yield objective.isCandidate }
        @_transparent _modify { yield &objective.isCandidate }
    }
    var sparePendingCoefficients: [Double] {
        @_transparent _read { yield objective.sparePendingCoefficients }
        @_transparent _modify { yield &objective.sparePendingCoefficients }
    }
    var symbolCapacityHint: Int {
        @_transparent _read { yield objective.capacityHint }
        @_transparent _modify { yield &objective.capacityHint }
    }
    var probeUnbounded: Bool {
        @_transparent _read { yield objective.probeUnbounded }
        @_transparent _modify { yield &objective.probeUnbounded }
    }
    // infeasibleQueue
    var infeasible: [Int32] {
        @_transparent _read { yield infeasibleQueue.symbols }
        @_transparent _modify { yield &infeasibleQueue.symbols }
    }
    var isQueued: [Bool] {
        @_transparent _read { yield infeasibleQueue.isQueued }
        @_transparent _modify { yield &infeasibleQueue.isQueued }
    }
    // valueChains
    var rank: [Double] {
        @_transparent _read { yield valueChains.rank }
        @_transparent _modify { yield &valueChains.rank }
    }
    var topRank: Double {
        @_transparent _read { yield valueChains.topRank }
        @_transparent _modify { yield &valueChains.topRank }
    }
    var externalValue: [Double] {
        @_transparent _read { yield valueChains.value }
        @_transparent _modify { yield &valueChains.value }
    }
    var isStale: [Bool] {
        @_transparent _read { yield valueChains.isStale }
        @_transparent _modify { yield &valueChains.isStale }
    }
    var stale: RankHeap {
        @_transparent _read { yield valueChains.stale }
        @_transparent _modify { yield &valueChains.stale }
    }
    var rankLog: [(symbol: Int32, rank: Double)] {
        @_transparent _read { yield valueChains.rankLog }
        @_transparent _modify { yield &valueChains.rankLog }
    }
    var lastRefreshCount: Int {
        @_transparent _read { yield valueChains.lastRefreshCount }
        @_transparent _modify { yield &valueChains.lastRefreshCount }
    }
    var sweepScratch: [Int32] {
        @_transparent _read { yield valueChains.sweepScratch }
        @_transparent _modify { yield &valueChains.sweepScratch }
    }
    // variableTable
    var variableSymbol: [Int32] {
        @_transparent _read { yield variableTable.symbol }
        @_transparent _modify { yield &variableTable.symbol }
    }
    var variableNames: [String] {
        @_transparent _read { yield variableTable.names }
        @_transparent _modify { yield &variableTable.names }
    }
    var edits: [Int32: ConstraintID] {
        @_transparent _read { yield variableTable.edits }
        @_transparent _modify { yield &variableTable.edits }
    }
    var changed: [Int32] {
        @_transparent _read { yield variableTable.changed }
        @_transparent _modify { yield &variableTable.changed }
    }
    var isChanged: [Bool] {
        @_transparent _read { yield variableTable.isChanged }
        @_transparent _modify { yield &variableTable.isChanged }
    }
    // constraintTable
    var records: [Record] {
        @_transparent _read { yield constraintTable.records }
        @_transparent _modify { yield &constraintTable.records }
    }
    var constraintOfRecord: [StoredConstraint] {
        @_transparent _read { yield constraintTable.stored }
        @_transparent _modify { yield &constraintTable.stored }
    }
    var longTerms: [Int32: [(variable: Variable, coefficient: Double)]] {
        @_transparent _read { yield constraintTable.longTerms }
        @_transparent _modify { yield &constraintTable.longTerms }
    }
    var freeRecords: [Int32] {
        @_transparent _read { yield constraintTable.free }
        @_transparent _modify { yield &constraintTable.free }
    }
    var nextSequence: UInt64 {
        @_transparent _read { yield constraintTable.nextSequence }
        @_transparent _modify { yield &constraintTable.nextSequence }
    }
    // markerStore
    var markerNodes: [MarkerNode] {
        @_transparent _read { yield markerStore.nodes }
        @_transparent _modify { yield &markerStore.nodes }
    }
    var freeMarkerNodes: [Int32] {
        @_transparent _read { yield markerStore.free }
        @_transparent _modify { yield &markerStore.free }
    }
    var markerNodesInUse: Int {
        @_transparent _read { yield markerStore.inUse }
        @_transparent _modify { yield &markerStore.inUse }
    }
    var markerNodesAtLastCollection: Int {
        @_transparent _read { yield markerStore.inUseAtLastCollection }
        @_transparent _modify { yield &markerStore.inUseAtLastCollection }
    }
    var isShared: [Bool] {
        @_transparent _read { yield markerStore.isShared }
        @_transparent _modify { yield &markerStore.isShared }
    }
    var hasSharedRows: Bool {
        @_transparent _read { yield markerStore.hasSharedRows }
        @_transparent _modify { yield &markerStore.hasSharedRows }
    }
    var nodeValue: [Double] {
        @_transparent _read { yield markerStore.value }
        @_transparent _modify { yield &markerStore.value }
    }
    var nodeValueStamp: [UInt32] {
        @_transparent _read { yield markerStore.valueStamp }
        @_transparent _modify { yield &markerStore.valueStamp }
    }
    var nodeVisitStamp: [UInt32] {
        @_transparent _read { yield markerStore.visitStamp }
        @_transparent _modify { yield &markerStore.visitStamp }
    }
    var nodeStamp: UInt32 {
        @_transparent _read { yield markerStore.stamp }
        @_transparent _modify { yield &markerStore.stamp }
    }
    // hostChains
    var hostChainHead: [Int32] {
        @_transparent _read { yield hostChains.head }
        @_transparent _modify { yield &hostChains.head }
    }
    var sharesRows: Bool {
        @_transparent _read { yield hostChains.sharesRows }
        @_transparent _modify { yield &hostChains.sharesRows }
    }
    // parking
    var parkedBounds: [ParkedBound] {
        @_transparent _read { yield parking.bounds }
        @_transparent _modify { yield &parking.bounds }
    }
    var lateConflicts: [Conflict] {
        @_transparent _read { yield parking.lateConflicts }
        @_transparent _modify { yield &parking.lateConflicts }
    }
    var lateError: SolverError? {
        @_transparent _read { yield parking.lateError }
        @_transparent _modify { yield &parking.lateError }
    }
}
